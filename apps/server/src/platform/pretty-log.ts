/**
 * LOG_FORMAT=pretty (the default on a terminal): each of pino's JSON lines as one short line,
 * "12:04:05 WARN  message (Error: what went wrong)", an error's stack indented under it. Request
 * lines are off in this format (app.ts), so that what the server printed last stays in view.
 */
const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

export function prettyLogLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.trimEnd();
  }
  const level = entry.level ?? 30;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  let line = `${time} ${(levelNames[level] ?? String(level)).padEnd(5)} ${entry.msg ?? ''}`.trimEnd();
  const { err } = entry;
  if (err) {
    line += ` (${err.type ?? 'Error'}: ${err.message ?? ''})`;
    // Below an error, where it happened: what someone at the terminal needs to look into it.
    const frames = err.stack?.split('\n').filter((frame) => /^\s+at /.test(frame));
    if (level >= 50 && frames?.length) line += `\n${frames.map((frame) => `    ${frame.trim()}`).join('\n')}`;
  }
  return line;
}

/** A destination for pino that writes each line in the short form to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  return { write: (line) => void out.write(`${prettyLogLine(line)}\n`) };
}
