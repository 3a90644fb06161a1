/**
 * One status line that rewrites itself on a terminal and stays silent elsewhere (CI logs get the
 * summary only). Updates are throttled so printing never slows the build down.
 */
export function progressLine(stream: NodeJS.WriteStream, intervalMs = 80) {
  let last = 0;
  let shown = false;
  return {
    update(text: string, force = false) {
      if (!stream.isTTY) return;
      const now = performance.now();
      if (!force && now - last < intervalMs) return;
      last = now;
      shown = true;
      // A line longer than the terminal wraps, and \r would then rewrite only its last part.
      const width = stream.columns ? stream.columns - 1 : text.length;
      stream.write(`\r\u001b[2K${text.length > width ? `…${text.slice(text.length - width + 1)}` : text}`);
    },
    clear() {
      if (shown) stream.write("\r\u001b[2K");
      shown = false;
    },
  };
}
