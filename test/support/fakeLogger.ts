import type { Logger } from '@streams/core/ports';

export interface LogEntry {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly context: Record<string, unknown> | undefined;
}

/** A logger that remembers what it was told, for asserting on logged-and-ignored input. */
export const createRecordingLogger = (): Logger & { readonly entries: LogEntry[]; messages(level?: LogEntry['level']): string[] } => {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (message: string, context?: Record<string, unknown>) => void entries.push({ level, message, context });
  return {
    entries,
    messages: (level) => entries.filter((entry) => level === undefined || entry.level === level).map((entry) => entry.message),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
};
