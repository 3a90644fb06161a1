import type { SubscriptionConfig } from "../../contracts/config/index.js";

export type BridgeConfig = SubscriptionConfig["bridge"];

/** SPEC §8 bridge error codes. */
export type BridgeErrorCode =
  | "not-browser-context"
  | "not-ddg-context"
  | "bridge-not-supported"
  | "unsupported-message"
  | "error-creating-bridge";

export class BridgeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "BridgeError";
  }
}

const APP_DEVICES = ["windows", "macos", "ios", "android"] as const;
export type AppDevice = (typeof APP_DEVICES)[number];

interface BridgeMessage {
  context: string;
  featureName: string;
  method: string;
  params: Record<string, unknown>;
}
export type BridgeRequest = BridgeMessage & { id: string };

/** One way to talk to the host app; replies are matched to requests by the bridge, not here. */
interface Transport {
  request(message: BridgeRequest): Promise<unknown>;
  notify(message: BridgeMessage): void;
}

export interface Bridge {
  request(method: string, params?: Record<string, unknown>): Promise<unknown>;
  notify(method: string, params?: Record<string, unknown>): void;
}

interface Reply {
  context?: unknown;
  featureName?: unknown;
  id?: unknown;
  result?: unknown;
  error?: { message?: unknown };
}

const asReply = (value: unknown): Reply | null => {
  const parsed = typeof value === "string" ? safeJson(value) : value;
  return typeof parsed === "object" && parsed !== null ? (parsed as Reply) : null;
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A reply counts only when it answers this very request: same context, feature and id. */
const answers = (request: BridgeRequest, value: unknown): boolean => {
  const reply = asReply(value);
  return reply !== null && reply.context === request.context && reply.featureName === request.featureName && reply.id === request.id;
};

/** The result of a matching reply; an error reply rejects. */
function resultOf(value: unknown): unknown {
  const reply = asReply(value);
  if (reply?.error) throw new Error(String(reply.error.message ?? "The app answered with an error"));
  return reply?.result;
}

type Listener = (event: { data: unknown }) => void;
interface WebView2 {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: Listener): void;
  removeEventListener(type: "message", listener: Listener): void;
}
interface WebkitHandler {
  postMessage(message: unknown): Promise<unknown> | unknown;
}
interface AndroidInterface {
  process(message: string, secret: string): void;
}

/** Windows: WebView2's chrome.webview; replies arrive as message events. */
function windowsTransport(webview: WebView2): Transport {
  return {
    request: (message) =>
      new Promise((resolve, reject) => {
        const listener: Listener = (event) => {
          if (!answers(message, event.data)) return;
          webview.removeEventListener("message", listener);
          try {
            resolve(resultOf(event.data));
          } catch (error) {
            reject(error);
          }
        };
        webview.addEventListener("message", listener);
        webview.postMessage(message);
      }),
    notify: (message) => webview.postMessage(message),
  };
}

/** macOS and iOS: a webkit message handler whose postMessage resolves with the reply. */
function webkitTransport(handler: WebkitHandler): Transport {
  return {
    async request(message) {
      const reply = await handler.postMessage(message);
      if (!answers(message, reply)) throw new Error(`The app's reply does not answer ${message.method}`);
      return resultOf(reply);
    },
    // A notification has no answer to wait for; a refusal must not surface as an unhandled rejection.
    notify: (message) => void Promise.resolve(handler.postMessage(message)).catch(() => {}),
  };
}

/**
 * Android: a JavaScript interface that takes the message and the page's secret; the app answers
 * through a callback with the same secret, so other scripts cannot forge replies.
 */
function androidTransport(target: Record<string, unknown>, names: BridgeConfig["android"]): Transport {
  const androidInterface = target[names.javascriptInterface] as AndroidInterface;
  const secret = String(target[names.messageSecret]);
  const pending = new Map<string, { request: BridgeRequest; resolve(value: unknown): void; reject(error: unknown): void }>();
  target[names.messageCallback] = (replySecret: unknown, reply: unknown) => {
    if (replySecret !== secret) return;
    const id = asReply(reply)?.id;
    const waiting = typeof id === "string" ? pending.get(id) : undefined;
    if (!waiting || !answers(waiting.request, reply)) return;
    pending.delete(waiting.request.id);
    try {
      waiting.resolve(resultOf(reply));
    } catch (error) {
      waiting.reject(error);
    }
  };
  return {
    request: (message) =>
      new Promise((resolve, reject) => {
        pending.set(message.id, { request: message, resolve, reject });
        androidInterface.process(JSON.stringify(message), secret);
      }),
    notify: (message) => androidInterface.process(JSON.stringify(message), secret),
  };
}

function transportFor(device: AppDevice, target: Record<string, unknown>, config: BridgeConfig): Transport | null {
  const missing = (value: unknown) => value === undefined || value === null;
  switch (device) {
    case "windows": {
      const webview = (target.chrome as { webview?: WebView2 } | undefined)?.webview;
      return missing(webview) ? null : windowsTransport(webview!);
    }
    case "macos":
    case "ios": {
      const handlers = (target.webkit as { messageHandlers?: Record<string, WebkitHandler> } | undefined)?.messageHandlers;
      const handler = handlers?.[config.featureName];
      return missing(handler) ? null : webkitTransport(handler!);
    }
    case "android": {
      const androidInterface = target[config.android.javascriptInterface] as Partial<AndroidInterface> | undefined;
      if (typeof androidInterface?.process !== "function" || missing(target[config.android.messageSecret])) return null;
      return androidTransport(target, config.android);
    }
  }
}

/**
 * The messaging bridge to the product's own app. `device` is the app this page runs in, from the
 * app flags (null on an ordinary browser). Throws a BridgeError with the §8 code when there is none.
 */
export function createBridge(input: {
  window: Record<string, unknown> | undefined;
  device: string | null;
  config: BridgeConfig;
  newId: () => string;
}): Bridge {
  if (!input.window) throw new BridgeError("not-browser-context", "Messaging needs a browser window");
  if (input.device === null) throw new BridgeError("not-ddg-context", "This page is not running inside the app");
  if (!(APP_DEVICES as readonly string[]).includes(input.device)) {
    throw new BridgeError("bridge-not-supported", `Messaging not supported yet on: ${input.device}`);
  }
  let transport: Transport | null;
  try {
    transport = transportFor(input.device as AppDevice, input.window, input.config);
  } catch (error) {
    throw new BridgeError("error-creating-bridge", `The ${input.device} messaging bridge could not be created: ${String(error)}`);
  }
  if (!transport) {
    throw new BridgeError("error-creating-bridge", `The ${input.device} app did not provide its messaging interface`);
  }
  const envelope = (method: string, params: Record<string, unknown>): BridgeMessage => ({
    context: input.config.context,
    featureName: input.config.featureName,
    method,
    params,
  });
  const ready = transport;
  return {
    request: (method, params = {}) => ready.request({ ...envelope(method, params), id: input.newId() }),
    notify: (method, params = {}) => ready.notify(envelope(method, params)),
  };
}
