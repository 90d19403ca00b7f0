/** A theme string: its English message (with `{name}` placeholders) and what it is, for translators. */
export interface ThemeMessage {
  message: string;
  description: string;
}

/** Theme strings by their `code.json` id. */
export type ThemeMessages = Record<string, ThemeMessage>;
