import { startPage } from "./start-page.js";

void startPage({ win: window, fetch: window.fetch.bind(window), now: Date.now, random: Math.random, log: console });
