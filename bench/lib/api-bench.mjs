// `npm run bench -- --api`: what one read of the embedded API costs beside a static file on the same
// production server (issue 37): `GET /api/web/products/{id}` and the static file of `npm run bench`, at 1 and
// at 10 connections, taking turns for BENCH_ROUNDS rounds, and the goal (the read at 10 connections at least
// a third of the static file's req/s) met or missed.
import autocannon from 'autocannon';
import { median } from './stats.mjs';

const STATIC_FILE = '/images/seal.svg';
const GOAL = 1 / 3;

function measure(url, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Prints the table and answers whether the goal was met. */
export async function apiBench({ base, seconds = 10, rounds = 2 }) {
  const first = await (await fetch(`${base}/api/web/products`)).json();
  const targets = [
    ['static file', STATIC_FILE],
    ['`GET products/{id}`', `/api/web/products/${first.data[0].id}`],
  ];
  for (const [, path] of targets) for (let i = 0; i < 200; i++) await fetch(base + path).then((r) => r.arrayBuffer());

  const runs = {};
  for (let round = 0; round < rounds; round++) {
    for (const connections of [1, 10]) {
      for (const [label, path] of targets) {
        const result = await measure(base + path, connections, seconds);
        (runs[`${label}|${connections}`] ??= []).push({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      }
    }
  }
  const figure = (label, connections) => {
    const all = runs[`${label}|${connections}`];
    return {
      rps: median(all.map((run) => run.rps)),
      p50: median(all.map((run) => run.p50)),
      p99: median(all.map((run) => run.p99)),
      errors: all.reduce((sum, run) => sum + run.errors, 0),
      each: all.map((run) => run.rps.toFixed(0)).join(', '),
    };
  };
  console.log(`\nautocannon ${seconds} s per run, ${rounds} rounds taking turns (median; each round's req/s)\n`);
  console.log('| target | connections | req/s (rounds) | p50 ms | p99 ms | errors | ratio to the static file |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  let met = true;
  for (const connections of [1, 10]) {
    const reference = figure(targets[0][0], connections);
    for (const [label] of targets) {
      const f = figure(label, connections);
      const ratio = f.rps / reference.rps;
      if (label !== targets[0][0] && connections === 10 && ratio < GOAL) met = false;
      console.log(
        `| ${label} | ${connections} | ${f.rps.toFixed(0)} (${f.each}) | ${f.p50} | ${f.p99} | ${f.errors} | ${ratio.toFixed(2)} |`,
      );
    }
  }
  console.log(`goal: the read at 10 connections ≥ 1/3 of the static file's req/s: ${met ? 'met' : 'MISSED'}`);
  return met;
}
