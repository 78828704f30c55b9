// The flash sales' readers (bench/shop-day.mjs starts this file as a child process and drives it over IPC): the
// catalogue mix, or the hot sale's, offered open-loop at a fixed rate, each read timed from its scheduled start; in
// the hot flash sale what each page or detail of a sale product showed, for the freshness check.
import http from 'node:http';
import { shownInDetail, shownInPage } from './freshness.mjs';
import { CUT_AT_END, Histogram, MAX_SOCKETS, bump, drain, openLoop, request, round1, runningClock } from './load.mjs';
import { SALE, catalogueMix, newReadStats, readFigures, recordRead, saleMix, showsStock } from './reads.mjs';

/**
 * How long the flash sale's end waits for the reads still in flight: then they are cut and counted as failed
 * (`unanswered at the end`), so that a server that fell behind neither runs the bench minutes over nor gets its
 * slowest reads left out of the latencies.
 */
const FLASH_SALE_GRACE_MS = 2_000;

/**
 * The catalogue mix (the same seeded choices as capacity) offered open-loop at `rate` reads/s: every 1 ms, each read
 * now due starts, and its latency counts from the time it was due, so that a harness or server that falls behind
 * shows as latency (coordinated omission), never as fewer reads offered. In the hot flash sale (`sale`), the sale
 * mix; what each page or detail of a sale product showed is kept for the freshness check.
 */
function readersProcess() {
  let cfg;
  let next;
  let schedule;
  let stats;
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  /** The reads sent or queued and not yet answered. */
  const pending = new Set();
  const clock = runningClock();
  /** One counted period's figures (a warm-up, the measured run). */
  const newStats = () => {
    const reads = newReadStats();
    return {
      reads,
      record: recordRead(reads),
      started: 0,
      ok: 0,
      errorKinds: {},
      inFlight: 0,
      maxInFlight: 0,
      lags: new Histogram(),
      saleReads: [],
    };
  };

  /** Starts the reads due by now; each reply is counted in the period it was started in. */
  function tick() {
    if (!clock.running) return;
    const wall = performance.now();
    for (const { lag } of schedule.due(clock.read())) {
      const [kind, path, headers, saleProduct] = next();
      const scheduled = wall - lag;
      const s = stats;
      const shows = showsStock(kind);
      s.started++;
      s.lags.record(lag);
      s.maxInFlight = Math.max(s.maxInFlight, ++s.inFlight);
      request(agent, cfg.port, 'GET', path, headers ?? {}, undefined, shows, pending).then((reply) => {
        s.inFlight--;
        if (reply.error === CUT_AT_END) return; // counted as unanswered (`unfinished`)
        if (reply.status === 0) {
          s.reads.errors++;
          bump(s.errorKinds, reply.error);
          return;
        }
        s.record(kind, reply.status, performance.now() - scheduled);
        if (reply.status >= 200 && reply.status < 300) {
          s.ok++;
          if (shows)
            s.saleReads.push({
              product: saleProduct,
              kind: kind.slice(SALE.length),
              started: reply.sent,
              ended: reply.answered,
              shown: kind === `${SALE}product page` ? shownInPage(reply.text, saleProduct) : shownInDetail(reply.text),
            });
        }
      });
    }
  }
  setInterval(tick, 1);

  /** The catalogue figures of the flash sale: offered, started and achieved (2xx) rates, latencies from schedule. */
  function figures(s) {
    const seconds = clock.read() / 1000;
    return {
      offered_rps: cfg.rate,
      started_rps: seconds ? Math.round(s.started / seconds) : 0,
      rps: seconds ? Math.round(s.ok / seconds) : 0,
      requests: s.started,
      ok: s.ok,
      ...readFigures(s.reads, seconds),
      errors: s.reads.errors,
      error_kinds: s.errorKinds,
      unfinished: s.inFlight,
      schedule_lag_p99_ms: round1(s.lags.percentile(99)),
      schedule_lag_max_ms: round1(s.lags.max),
      max_in_flight: s.maxInFlight,
    };
  }

  process.on('message', async (message) => {
    const reply = (payload = {}) => process.send({ type: message.type, ...payload });
    switch (message.type) {
      case 'init':
        cfg = message.init;
        next = cfg.sale
          ? saleMix(cfg.seed, cfg.sale.productIds, cfg.sale.share, cfg.products)
          : catalogueMix(cfg.seed, cfg.products);
        schedule = openLoop(cfg.rate);
        stats = newStats();
        return reply();
      case 'run':
        clock.run();
        tick();
        return reply();
      case 'summary':
        return reply({ reads: figures(stats) });
      case 'measure':
        // The measured run: counts, the schedule and the clock from zero; the choices go on where they were.
        clock.reset();
        schedule = openLoop(cfg.rate);
        stats = newStats();
        return reply();
      case 'finish': {
        clock.pause();
        const s = stats;
        await drain(() => s.inFlight, FLASH_SALE_GRACE_MS);
        const cut = s.inFlight;
        for (const req of pending) req.destroy(new Error(CUT_AT_END));
        await drain(() => s.inFlight);
        return reply({ reads: { ...figures(s), unfinished: cut }, saleReads: s.saleReads });
      }
      default:
        return reply({ error: `unknown message ${message.type}` });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

readersProcess();
