/** The promise's result, or `onTimeout()`'s once `ms` have passed (a throw there rejects). The
 * timer is cleared either way, so nothing is kept alive after the race. */
export function withTimeout<T, F>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => F,
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(onTimeout());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
