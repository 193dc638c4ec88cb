/**
 * Runs `work` in a task of its own after the browser's next frame (style, layout, paint) rather than in the
 * task that scheduled it, so the work does not lengthen that task and reads a laid-out page. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Runs each step in a task of its own, one after each of the next frames. Returns a cancel. */
export function inFrames(steps: readonly (() => void)[]): () => void {
  let cancel = () => {};
  const run = (index: number) => {
    const step = steps[index];
    if (!step) return;
    cancel = afterNextPaint(() => {
      step();
      run(index + 1);
    });
  };
  run(0);
  return () => cancel();
}
