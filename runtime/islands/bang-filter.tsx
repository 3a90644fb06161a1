/**
 * The /bangs filter, loaded on that page only so the runtime every other page downloads stays
 * inside the marketing budget. Plain DOM, no React: the list is already in the page.
 */
import { bindBangFilter } from "../core/bang-filter.js";

bindBangFilter(document);
