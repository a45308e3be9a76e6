import { CandlestickSeries, type UTCTimestamp, createChart } from 'lightweight-charts';
import { type Bar, applyTick } from '../../streams/charts/liveBars';

/**
 * The chart benchmark's page: 10,000 one-minute bars, then one price tick per animation frame
 * folded into the last bar by the app's live-bar rule (applyTick) and drawn with `update`.
 * Frame times are recorded for the benchmark to read.
 */
const BARS = 10_000;
const PERIOD = 60;
const host = document.getElementById('chart');
if (!host) throw new Error('no #chart');
const chart = createChart(host, { width: 1200, height: 600, layout: { background: { color: '#0b0e14' }, textColor: '#c7ccd6' } });
const series = chart.addSeries(CandlestickSeries);

const start = Math.floor(Date.UTC(2026, 0, 1) / 1000);
let price = 150;
let seed = 1;
const noise = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647 - 0.5;
};
const bars: Bar[] = [];
for (let i = 0; i < BARS; i++) {
  const open = price;
  price = Math.max(1, price * (1 + noise() * 0.01));
  bars.push({ time: start + i * PERIOD, open, high: Math.max(open, price) * 1.002, low: Math.min(open, price) * 0.998, close: price, volume: 1 });
}
const toChart = (bar: Bar) => ({ ...bar, time: bar.time as UTCTimestamp });
series.setData(bars.map(toChart));

let last = bars.at(-1);
let tickTime = (last?.time ?? start) + 1;
const frames: number[] = [];
let running = false;
const frame = (now: number) => {
  frames.push(now);
  // one tick per frame; every 30 ticks a new minute starts (a new bar)
  tickTime += 2;
  price = Math.max(1, price * (1 + noise() * 0.002));
  const update = applyTick(last, { time: tickTime, price, volume: 1 }, PERIOD);
  if (update) {
    last = update.bar;
    series.update(toChart(update.bar));
  }
  if (running) requestAnimationFrame(frame);
};

Object.assign(window, {
  __chartBench: {
    start: () => {
      frames.length = 0;
      running = true;
      requestAnimationFrame(frame);
    },
    stop: () => {
      running = false;
      return [...frames];
    },
  },
});
