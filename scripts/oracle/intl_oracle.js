// JS's answer for every oracle case, computed with Node's Intl (decision D20).
//
// Usage: node intl_oracle.js CASES.json RESULTS.json
// Writes {"runtime": {...}, "results": [{"id", "output", "resolved"?} | {"id", "error"}]} in
// case order; `resolved` (numbers, dates, ranges) holds what Intl chose without being told.
// A thrown error is recorded as "Name: message"; a display name Intl does not know (with
// fallback "none") is a null output. Formatters are cached per (family, locale, options).
'use strict';

const fs = require('fs');

const DATE_FIELDS = ['weekday', 'era', 'year', 'month', 'day'];
const TIME_FIELDS = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];
const cache = new Map();

function cached(kind, locale, options, make) {
  const key = kind + '\u0000' + locale + '\u0000' + JSON.stringify(options);
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

// formatTime shows hours, minutes and seconds when no field or style is given, as
// Date.prototype.toLocaleTimeString does; formatDate keeps Intl's year-month-day default.
function dateOptions(item) {
  const options = Object.assign({}, item.options);
  const named = DATE_FIELDS.concat(TIME_FIELDS, ['dateStyle', 'timeStyle']);
  const hasField = named.some((name) => options[name] !== undefined);
  if (item.kind === 'time' && !hasField) {
    Object.assign(options, { hour: 'numeric', minute: 'numeric', second: 'numeric' });
  }
  return options;
}

function formatNumber(item) {
  const format = cached('number', item.locale, item.options, () =>
    new Intl.NumberFormat(item.locale, item.options));
  return format.format(Number(item.value));
}

function formatDate(item) {
  const options = dateOptions(item);
  const format = cached('date', item.locale, options, () =>
    new Intl.DateTimeFormat(item.locale, options));
  return format.format(new Date(item.at));
}

function formatRange(item) {
  const format = cached('date', item.locale, item.options, () =>
    new Intl.DateTimeFormat(item.locale, item.options));
  return format.formatRange(new Date(item.start), new Date(item.end));
}

function formatRelative(item) {
  const format = cached('relative', item.locale, item.options, () =>
    new Intl.RelativeTimeFormat(item.locale, item.options));
  return format.format(Number(item.value), item.unit);
}

function formatList(item) {
  const format = cached('list', item.locale, item.options, () =>
    new Intl.ListFormat(item.locale, item.options));
  return format.format(item.values);
}

function formatDisplayName(item) {
  const format = cached('displayName', item.locale, item.options, () =>
    new Intl.DisplayNames(item.locale, item.options));
  const name = format.of(item.value);
  return name === undefined ? null : name;
}

// A locale Intl has no data for would silently use the default locale's rules.
function selectPlural(item) {
  if (Intl.PluralRules.supportedLocalesOf([item.locale]).length === 0) {
    throw Object.assign(new Error(item.locale), { name: 'UnsupportedLocale' });
  }
  const rules = cached('plural', item.locale, item.options, () =>
    new Intl.PluralRules(item.locale, item.options));
  return rules.select(Number(item.value));
}

const FAMILIES = {
  number: formatNumber,
  date: formatDate,
  dateTimeRange: formatRange,
  relativeTime: formatRelative,
  list: formatList,
  displayName: formatDisplayName,
  plural: selectPlural,
};

// What Intl resolved that the options did not say (the locale's default calendar, numbering
// system and hour cycle): it tells a data difference from an option mapped differently.
const RESOLVED = ['locale', 'calendar', 'numberingSystem', 'hourCycle'];

function resolvedOf(item) {
  const options = item.family === 'date' ? dateOptions(item) : item.options;
  const kind = item.family === 'number' ? 'number' : 'date';
  const formatter = cached(kind, item.locale, options, () => null);
  if (!formatter) return undefined;
  const all = formatter.resolvedOptions();
  const resolved = {};
  for (const name of RESOLVED) {
    if (all[name] !== undefined && item.options[name] === undefined) resolved[name] = all[name];
  }
  return resolved;
}

function answer(item) {
  const family = FAMILIES[item.family];
  if (family === undefined) return { id: item.id, error: 'unknown family ' + item.family };
  try {
    const result = { id: item.id, output: family(item) };
    if (['number', 'date', 'dateTimeRange'].includes(item.family)) {
      result.resolved = resolvedOf(item);
    }
    return result;
  } catch (error) {
    return { id: item.id, error: error.name + ': ' + error.message };
  }
}

function main() {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    process.stderr.write('usage: node intl_oracle.js CASES.json RESULTS.json\n');
    process.exit(64);
  }
  const document = JSON.parse(fs.readFileSync(input, 'utf8'));
  const results = document.cases.map(answer);
  const runtime = {
    engine: 'node',
    node: process.version,
    icu: process.versions.icu,
    cldr: process.versions.cldr,
  };
  fs.writeFileSync(output, JSON.stringify({ runtime, results }, null, 1) + '\n');
}

main();
