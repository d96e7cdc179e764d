import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface EventLoopReport {
  /** monitorEventLoopDelay's maximum: how late a timer ran, in wall-clock time */
  maxDelayMs: number;
  /** the most CPU time this process spent between two turns of a 5 ms timer */
  maxHeldCpuMs: number;
  /** wall-clock time that went with it */
  maxHeldWallMs: number;
  /** the longest garbage-collection pause seen while watching */
  maxGcPauseMs: number;
}

/**
 * A full collection of this process's heap now. A jest worker's heap also holds every module and test
 * file it ran before; a major collection of it during a measurement is the test runner's pause, not the
 * server's, so a measurement starts on a collected heap.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Watches this process's event loop while the server in it handles requests. Two figures: the wall-clock
 * delay (monitorEventLoopDelay), and the CPU time spent between two timer turns. On a machine shared with
 * other work (load 15 on 2 cores was seen) the first also counts the time the OS ran other processes;
 * the second is what the server's own code held the loop for (slightly more: it includes the garbage
 * collector's helper threads), so the bound on one request is asserted on it.
 */
export function watchEventLoop(): { stop: () => EventLoopReport } {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let maxGcPauseMs = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGcPauseMs = Math.max(maxGcPauseMs, entry.duration);
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  histogram.enable();
  let lastCpu = process.cpuUsage();
  let lastWall = performance.now();
  let maxHeldCpuMs = 0;
  let maxHeldWallMs = 0;
  const timer = setInterval(() => {
    const cpu = process.cpuUsage(lastCpu);
    const wall = performance.now();
    const heldCpu = (cpu.user + cpu.system) / 1000;
    if (heldCpu > maxHeldCpuMs) {
      maxHeldCpuMs = heldCpu;
      maxHeldWallMs = wall - lastWall;
    }
    lastCpu = process.cpuUsage();
    lastWall = wall;
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      histogram.disable();
      gcObserver.disconnect();
      return { maxDelayMs: histogram.max / 1e6, maxHeldCpuMs, maxHeldWallMs, maxGcPauseMs };
    },
  };
}
