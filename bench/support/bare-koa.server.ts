// The floor for a JSON read: a Koa app that answers a fixed JSON body of the daily game's size at every path,
// with nothing between the request and the answer. Run as its own process by bench/hot-paths.bench.ts.
import Koa from 'koa';

const grid = [
  ['knee', 'elbow', 'wrist'],
  ['apple', 'pear', 'plum'],
  ['red', 'green', 'blue'],
  ['oak', 'elm', 'ash'],
  ['cat', 'dog', 'cow'],
];
const body = {
  gameDate: '2026-01-01',
  today: '2026-01-01',
  title: null,
  sequenceNumber: 16,
  gridLayout: grid,
  isDemo: true,
};

const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
