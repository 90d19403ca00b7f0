/**
 * A grammar's answer for a line depends only on the line and the state it starts in, and
 * documentation repeats both: the same imports, closing braces, `npm install` lines and YAML
 * keys on page after page, in the same grammar state. Each answer is remembered by the line
 * and by an id that two states get exactly when the grammar would go on from them alike:
 * the same rules on the stack, the same end patterns, the same scopes with the same theme
 * attributes (vscode-textmate's own `StateStack.equals`, plus `beginRuleCapturedEOL` and each
 * frame's name scopes, which it leaves out but tokenizing reads). A state's enter and anchor
 * positions are reset before each line, so they are not part of it.
 *
 * The tokens depend on the theme too (their colours are in them): whoever changes the
 * registry's theme clears what was remembered.
 */
import type { HighlighterCore } from 'shiki/core';

export type Grammar = ReturnType<HighlighterCore['getLanguage']>;
type LineResult = ReturnType<Grammar['tokenizeLine2']>;

/** What of vscode-textmate's AttributedScopeStack the ids read. */
interface Scopes {
  parent: Scopes | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}

/** What of vscode-textmate's StateStackImpl the ids read. */
interface State {
  parent: State | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: Scopes | null;
  contentNameScopesList: Scopes | null;
}

/** Lines, and their characters, remembered before all are forgotten and memory starts again: a few MB. */
const MAX_LINES = 50_000;
const MAX_CHARACTERS = 2_000_000;
/** Longer lines (minified code, one-line JSON) are seldom met twice: not remembered. */
const MAX_LINE = 1_000;

/** Ids for states (and scope lists) by what they are, not which object they are. */
class StateIds {
  private readonly ids = new WeakMap<object, number>();
  private readonly byKey = new Map<string, number>();

  private intern(value: object, key: string): number {
    let id = this.byKey.get(key);
    if (id === undefined) this.byKey.set(key, (id = this.byKey.size + 1));
    this.ids.set(value, id);
    return id;
  }

  private scopes(scopes: Scopes | null): number {
    if (!scopes) return 0;
    return this.ids.get(scopes) ?? this.intern(scopes, `s${this.scopes(scopes.parent)} ${scopes.tokenAttributes} ${scopes.scopePath.scopeName}`);
  }

  state(state: State | null): number {
    if (!state) return 0;
    const known = this.ids.get(state);
    if (known !== undefined) return known;
    const frame = `${state.ruleId} ${state.beginRuleCapturedEOL ? 1 : 0} ${this.scopes(state.nameScopesList)} ${this.scopes(state.contentNameScopesList)} ${state.endRule ?? ''}`;
    return this.intern(state, `r${this.state(state.parent)} ${frame}`);
  }
}

/** Remembers the lines grammars tokenize (see above). */
export class TokenizedLines {
  private ids = new StateIds();
  private byGrammar = new WeakMap<Grammar, Map<number, Map<string, LineResult>>>();
  private size = 0;
  private characters = 0;

  /** Forget everything: the theme changed, or enough is remembered. */
  clear(): void {
    // New ids as well: an id of the old numbering held by a state would mean another state now.
    this.ids = new StateIds();
    this.byGrammar = new WeakMap();
    this.size = 0;
    this.characters = 0;
  }

  /** Make `grammar` answer lines it has tokenized before from memory. */
  remember(grammar: Grammar): void {
    const tokenize = grammar.tokenizeLine2.bind(grammar);
    grammar.tokenizeLine2 = (line, start, timeLimit) => {
      if (this.size >= MAX_LINES || this.characters >= MAX_CHARACTERS) this.clear();
      let byState = this.byGrammar.get(grammar);
      if (!byState) this.byGrammar.set(grammar, (byState = new Map()));
      const stateId = this.ids.state(start as unknown as State | null);
      let byLine = byState.get(stateId);
      if (!byLine) byState.set(stateId, (byLine = new Map()));
      const known = byLine.get(line);
      if (known) return known;
      const result = tokenize(line, start, timeLimit);
      // A line cut short by the time limit could come out whole another time.
      if (result.stoppedEarly || line.length > MAX_LINE) return result;
      // A copy: the line is a slice of its block, itself often a slice of the whole page.
      byLine.set(` ${line}`.slice(1), result);
      this.size++;
      this.characters += line.length;
      return result;
    };
  }
}
