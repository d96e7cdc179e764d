// The growth curve as a Markdown table and a small SVG chart (p50 at one connection, small scale against
// large, with the ratio and the 1.5x limit), both written by the bench from its own figures.
import { GROWTH_LIMIT } from './growth.mjs';

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (value) => (value === null || value === undefined ? 'n/a' : value.toLocaleString('en-US'));

export function growthTable(points, ratios) {
  const [small, large] = points;
  const head = [
    'scenario',
    `p50 ${small.scale}x`,
    `p50 ${large.scale}x`,
    'p50 ratio',
    `p99 ${small.scale}x`,
    `p99 ${large.scale}x`,
    `req/s@20 ${small.scale}x`,
    `req/s@20 ${large.scale}x`,
    'target',
  ];
  const rows = ratios.map((ratio) => {
    const s = small.growth.find((r) => r.name === ratio.name);
    const l = large.growth.find((r) => r.name === ratio.name);
    return [
      ratio.name,
      s.p50Ms,
      l.p50Ms,
      `${ratio.p50Ratio}x`,
      s.p99Ms,
      l.p99Ms,
      fmt(s.rps20),
      fmt(l.rps20),
      ratio.target ? `${ratio.target}: ${ratio.met ? 'met' : 'missed'}` : '',
    ];
  });
  return markdownTable(head, rows, (i) => i !== 0 && i !== head.length - 1);
}

/** A Markdown table padded as Prettier formats it, so the document the bench writes stays formatted. */
function markdownTable(head, rows, rightAligned) {
  const text = [head, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = head.map((_, i) => Math.max(3, ...text.map((row) => row[i].length)));
  const pad = (cell, i) => (rightAligned(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]));
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (rightAligned(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(text[0]), rule, ...text.slice(1).map(line)].join('\n');
}

/** Horizontal bars: per scenario the small and the large scale's p50 (ms, log scale) and the ratio. */
export function growthSvg(points, ratios) {
  const [small, large] = points;
  const rowHeight = 34;
  const left = 250;
  const barWidth = 330;
  const width = left + barWidth + 190;
  const top = 40;
  const height = top + ratios.length * rowHeight + 10;
  const all = ratios.flatMap((r) => [
    small.growth.find((g) => g.name === r.name).p50Ms,
    large.growth.find((g) => g.name === r.name).p50Ms,
  ]);
  const max = Math.max(...all, 1);
  const min = Math.max(Math.min(...all.filter((v) => v > 0)), 0.05);
  const x = (ms) => (barWidth * Math.log(Math.max(ms, min) / (min / 2))) / Math.log(max / (min / 2));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="16" font-weight="bold">p50 at one connection (ms, log scale): ${small.scale}x grey, ${large.scale}x blue; target p50 ratio &lt;= ${GROWTH_LIMIT}x</text>`,
  ];
  ratios.forEach((ratio, i) => {
    const y = top + i * rowHeight;
    const s = small.growth.find((g) => g.name === ratio.name).p50Ms;
    const l = large.growth.find((g) => g.name === ratio.name).p50Ms;
    // Coloured by the target where the scenario has one (green met, red missed); grey where it has none.
    const colour = ratio.target ? (ratio.met ? '#2e7d32' : '#c62828') : '#555';
    parts.push(
      `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${escape(ratio.name)}</text>`,
      `<rect x="${left}" y="${y + 2}" width="${x(s).toFixed(1)}" height="11" fill="#9e9e9e"/>`,
      `<rect x="${left}" y="${y + 15}" width="${x(l).toFixed(1)}" height="11" fill="#1565c0"/>`,
      `<text x="${left + x(Math.max(s, l)) + 6}" y="${y + 18}" fill="${colour}">${s} → ${l} ms (${ratio.p50Ratio}x${ratio.target ? '' : ', no target'})</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

const line = (cells) => `| ${cells.join(' | ')} |`;
const rule = (count) => line(Array.from({ length: count }, (_, i) => (i === 0 ? '---' : '---:')));

/** One against two instances, with the CPU each request cost (from /proc). */
export function instancesTable(instances) {
  const head = [
    'scenario',
    'req/s 1 API',
    'req/s 2 APIs',
    '2/1',
    'machine busy 1 / 2',
    'CPU µs/req API',
    'PostgreSQL',
    'load generator',
    'errors',
  ];
  const rows = instances.map((r) => [
    r.name,
    fmt(r.one.rps),
    fmt(r.two.rps),
    r.twoOverOne,
    `${r.one.machineBusyPercent} / ${r.two.machineBusyPercent} %`,
    `${fmt(r.one.apiCpuUsPerRequest)} / ${fmt(r.two.apiCpuUsPerRequest)}`,
    `${fmt(r.one.postgresCpuUsPerRequest)} / ${fmt(r.two.postgresCpuUsPerRequest)}`,
    `${fmt(r.one.loadGeneratorCpuUsPerRequest)} / ${fmt(r.two.loadGeneratorCpuUsPerRequest)}`,
    r.one.errors + r.two.errors,
  ]);
  return [line(head), rule(head.length), ...rows.map(line)].join('\n');
}

/** The heavy reads of each scale against COPY. */
export function heavyReadsTable(points) {
  const head = [
    'read',
    'scale',
    'app ms',
    'COPY ms',
    'app/COPY',
    'COPY formatted ms',
    'MB',
    'API RSS before / peak MB',
    'target',
  ];
  const rows = points.flatMap((p) =>
    (p.heavyReads ?? []).map((r) => [
      r.name,
      `${p.scale}x`,
      fmt(r.appMs),
      fmt(r.copyMs),
      r.appOverCopy ?? 'n/a',
      r.formattedCopyMs === undefined || r.formattedCopyMs === null ? '' : fmt(r.formattedCopyMs),
      (r.bytes / 1e6).toFixed(1),
      `${r.apiRssBeforeMb} / ${r.apiPeakRssMb}`,
      `${r.target}: ${r.met ? 'met' : 'missed'}`,
    ]),
  );
  return [line(head), rule(head.length), ...rows.map(line)].join('\n');
}

/**
 * Phone first load beside the first load's size: Lighthouse (mobile preset) per page and, where the size
 * check has the page, its first-load JavaScript gzip and brotli as sent (bench/frontend-size.mjs).
 */
export function phoneTable(phone, frontend) {
  const head = [
    'page',
    'perf',
    'FCP s',
    'LCP s',
    'TBT s',
    'transfer KiB',
    'first-load JS gzip kB',
    'brotli kB',
  ];
  const sizeOf = { '/login': 'signIn', '/': 'dashboard' };
  const sec = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : 'n/a');
  const rows = (phone?.figures?.pages ?? []).map((page) => {
    const size = frontend?.[sizeOf[page.page]];
    return [
      page.page,
      page.perf ?? 'n/a',
      sec(page.fcp),
      sec(page.lcp),
      sec(page.tbt),
      typeof page.bytes === 'number' ? Math.round(page.bytes / 1024) : 'n/a',
      size ? size.gzipKb : '',
      size ? size.sentKb : '',
    ];
  });
  return [line(head), rule(head.length), ...rows.map(line)].join('\n');
}
