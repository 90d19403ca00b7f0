import type { Expression, Program } from 'estree';

/** Thrown when an MDX expression is not a plain literal value. */
export class NotStaticError extends Error {}

/**
 * Evaluate a JavaScript expression that is a plain literal (string, number, boolean, null,
 * array, object, template without substitutions). docsgen never runs code from MDX, so
 * anything else (identifiers, calls, operators) throws NotStaticError.
 */
export function staticValue(node: Expression | { type: string }): unknown {
  const expression = node as Expression;
  switch (expression.type) {
    case 'Literal':
      if ('regex' in expression || 'bigint' in expression) break;
      return expression.value;
    case 'TemplateLiteral':
      if (expression.expressions.length === 0) return expression.quasis.map((q) => q.value.cooked).join('');
      break;
    case 'UnaryExpression':
      if (expression.operator === '-' || expression.operator === '+') {
        const value = staticValue(expression.argument);
        if (typeof value === 'number') return expression.operator === '-' ? -value : value;
      }
      break;
    case 'ArrayExpression':
      return expression.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new NotStaticError('spread or hole in array');
        return staticValue(element);
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') {
          throw new NotStaticError('computed or spread property');
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) throw new NotStaticError('unsupported key');
        out[key] = staticValue(property.value as Expression);
      }
      return out;
    }
    case 'Identifier':
      if (expression.name === 'undefined') return undefined;
      break;
  }
  throw new NotStaticError(expression.type);
}

/** The single expression of an MDX `{…}` program, or undefined when it holds only comments. */
export function programExpression(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  if (!statement) return undefined;
  if (statement.type !== 'ExpressionStatement' || program!.body.length > 1) {
    throw new NotStaticError('not a single expression');
  }
  return statement.expression;
}
