// The Markdown table written beside each results file.
const fmt = (n) => n.toLocaleString('en-US');

export function renderMarkdown(r) {
  const lines = [];
  lines.push(`# Benchmark ${r.date.slice(0, 10)}`, '');
  lines.push(
    `Machine: ${r.machine.cores} × ${r.machine.cpu}, ${r.machine.memory_gb} GiB, Node ${r.machine.node}. ` +
      `autocannon, ${r.machine.connections} connections, ${r.machine.duration_s} s per endpoint after a ${r.machine.warmup_s} s warm-up, ` +
      `random pages/ids. Data: ${fmt(r.machine.scale.products)} products, ${fmt(r.machine.scale.reviews)} reviews, ` +
      `${fmt(r.machine.scale.orders)} orders, ${fmt(r.machine.scale.customers)} customers.`,
    '',
  );
  lines.push(
    `Baseline: a bare \`node:http\` server answering a fixed ${fmt(r.baseline.body_bytes)}-byte page of 20 products, ` +
      `measured in 2 s slices alternating with each endpoint's (${r.baseline.runs} endpoints): median **${fmt(r.baseline.rps)} req/s** ` +
      `(${fmt(r.baseline.min_rps)}–${fmt(r.baseline.max_rps)}), p99 ${r.baseline.p99_ms} ms. ` +
      'Each ratio divides the endpoint by the baseline slices interleaved with it.',
    '',
  );
  lines.push(
    '| Endpoint | DB | req/s | p99 ms | baseline req/s | ratio | budget | |',
    '|---|---|---:|---:|---:|---:|---|---|',
  );
  for (const e of r.endpoints) {
    const b = r.budget[e.db];
    const ok = e.ratio >= b.ratio && e.p99_ms < b.p99 && !e.non2xx && !e.errors;
    lines.push(
      `| ${e.name} | ${e.db} | ${fmt(e.rps)} | ${e.p99_ms} | ${fmt(e.baseline_rps)} | ${e.ratio.toFixed(2)} | ≥ ${b.ratio}, p99 < ${b.p99} ms | ${ok ? '✅' : '❌'} |`,
    );
  }
  lines.push(
    '',
    '| Checkout contention | buyers | units | orders | final stock | 5xx | 409 | ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const c of r.checkout) {
    lines.push(
      `| ${c.db} | ${c.buyers} | ${c.units} | ${c.orders} | ${c.final_stock} | ${c.errors_5xx} | ${c.refused_409} | ${fmt(c.ms)} |`,
    );
  }
  lines.push(
    '',
    `Web: the home page loads **${r.web.home_js_gzip_kb} KB** of gzipped JS (budget ${r.budget.homeJsKb} KB) and ${r.web.home_css_gzip_kb} KB of CSS; ` +
      `admin chunks on home: ${r.web.admin_chunks_on_home}; admin modules in shop chunks: ${r.web.admin_modules_in_shop_chunks}.`,
    '',
    r.meets_budget ? 'Every budget line is met.' : `Over budget:\n\n- ${r.failures.join('\n- ')}`,
    '',
  );
  return lines.join('\n');
}
