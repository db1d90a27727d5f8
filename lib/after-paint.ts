/**
 * Resolves once the browser has painted the frame the current task's changes belong to (the frame's
 * requestAnimationFrame, then a task after it). A tap's handler shows its pending state, awaits this,
 * and only then starts work the paint does not need: on a slow phone the tap then answers within
 * 100 ms (INP, issue 37; `npm run bench -- --inp`). Where no frames come (a hidden tab), a timer ends the wait.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const done = () => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    };
    const fallback = setTimeout(done, 100);
    requestAnimationFrame(done);
  });
}
