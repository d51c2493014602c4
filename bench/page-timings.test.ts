import { describe, expect, it } from 'vitest';
import { attributeLongTasks, type EventEntry, interactions, p75 } from './page-timings.ts';

const event = (type: string, interactionId: number, duration: number): EventEntry => ({
  type,
  start: 0,
  duration,
  interactionId,
  processingStart: 0,
  processingEnd: 0,
  target: 'button',
});

describe('interactions', () => {
  it('keeps the longest event of each interaction and leaves out events outside interactions', () => {
    const result = interactions([
      event('pointerdown', 7, 40),
      event('click', 7, 64),
      event('pointerup', 7, 24),
      event('keydown', 9, 32),
      event('pointerover', 0, 200),
    ]);
    expect(result.map((i) => [i.id, i.slowest.type, i.slowest.duration])).toEqual([
      [7, 'click', 64],
      [9, 'keydown', 32],
    ]);
  });
});

describe('p75', () => {
  it('takes the nearest-rank 75th percentile of the measured interactions', () => {
    expect(p75([10, 40, 20, 30], 4)).toBe(30);
    expect(p75([100], 1)).toBe(100);
  });

  it('counts interactions under the threshold as the fastest', () => {
    // 8 interactions, 2 measured: rank 6 of 8 lies among the 6 unmeasured ones.
    expect(p75([50, 90], 8)).toBeNull();
    // 4 interactions, 2 measured: rank 3 is the faster measured one.
    expect(p75([90, 50], 4)).toBe(50);
  });

  it('has no value without interactions', () => {
    expect(p75([], 0)).toBeNull();
  });
});

describe('attributeLongTasks', () => {
  const widgetUrl = 'http://127.0.0.1:1/widget/assets/a.js';
  const isWidgetUrl = (url: string) => url === widgetUrl;
  const script = (start: number, duration: number, sourceURL: string) => ({
    start,
    duration,
    sourceURL,
    invoker: 'BUTTON.onclick',
    invokerType: 'event-listener',
  });

  it("counts only the widget scripts' time inside each task", () => {
    const [first, second] = attributeLongTasks(
      {
        longTasks: [
          { start: 100, duration: 120, containers: [] },
          { start: 500, duration: 60, containers: [] },
        ],
        scripts: [
          script(90, 40, widgetUrl), // 30 ms inside the first task
          script(150, 50, widgetUrl),
          script(160, 30, 'http://127.0.0.1:1/page.js'),
          script(505, 20, ''),
        ],
        events: [],
        interactionCount: 0,
      },
      isWidgetUrl,
    );
    expect(first?.widgetMs).toBe(80);
    expect(first?.widgetWork).toEqual(['event-listener BUTTON.onclick', 'event-listener BUTTON.onclick']);
    expect(second?.widgetMs).toBe(0);
    expect(second?.widgetWork).toEqual([]);
  });
});
