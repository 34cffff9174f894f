/** Runs a task once the browser has painted: the frame is drawn first, then the task gets its own turn. */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
