import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { constraintText } from '../../src/openapi/constraint-text.ts';
import { DeprecatedFlag, RequiredFlag } from './ApiParts.tsx';
import { translate, translateNodes, useLocaleMessages } from '../translate.ts';
import { ARRAY_OF, typeText } from './type-text.ts';

/** `Cart`, `array of Cart` or `string<email> | null`, with named schemas linked to their page. */
export function TypeLabel({ node }: { node: SchemaNode }) {
  const messages = useLocaleMessages();
  if (node.ref) return <a className="schema-type" href={node.ref.href}>{node.typeLabel}</a>;
  if (node.items?.ref && node.typeLabel.startsWith(ARRAY_OF)) {
    return (
      <span className="schema-type">
        {translateNodes(messages, 'theme.openapi.schemaItem.arrayOf', 'array of {type}', { type: <a href={node.items.ref.href}>{node.items.typeLabel}</a> })}
        {node.typeLabel.endsWith(' | null') ? ' | null' : ''}
      </span>
    );
  }
  return <span className="schema-type">{typeText(messages, node.typeLabel)}</span>;
}

/**
 * Text as HTML, characters above U+00FF written as references. One such character (the `≤`
 * of a constraint) makes V8 hold a whole page as UTF-16, which then costs twice the memory
 * and ~2 ms a page to encode: Stripe's reference has one on 7 pages of 10.
 */
function latin1Html(text: string): string {
  return text.replace(/[&<>]|[^\0-\xff]/gu, (character) =>
    character === '&' ? '&amp;' : character === '<' ? '&lt;' : character === '>' ? '&gt;' : `&#x${character.codePointAt(0)!.toString(16).toUpperCase()};`,
  );
}

/** Flags, description, allowed values and constraints of one schema. */
export function SchemaFacts({ node }: { node: SchemaNode }) {
  const messages = useLocaleMessages();
  return (
    <>
      {node.descriptionHtml ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} /> : null}
      {node.enum && node.enumDescriptions ? (
        <dl className="schema-enum">
          {node.enum.map((value) => (
            <div key={value}>
              <dt>
                <code>{value}</code>
              </dt>
              <dd dangerouslySetInnerHTML={{ __html: node.enumDescriptions?.[value] ?? '' }} />
            </div>
          ))}
        </dl>
      ) : node.enum ? (
        <p className="schema-fact">
          {translate(messages, 'theme.openapi.schemaItem.possibleValues', 'Allowed values:')}{' '}
          {node.enum.map((value, index) => (
            <span key={index}>
              {index ? ' ' : ''}
              <code>{value}</code>
            </span>
          ))}
        </p>
      ) : null}
      {node.const !== undefined ? <p className="schema-fact">{`${translate(messages, 'theme.openapi.schemaItem.constValue', 'Always')} `}<code>{node.const}</code></p> : null}
      {node.default !== undefined ? <p className="schema-fact">{translate(messages, 'theme.openapi.schemaItem.defaultValue', 'Default:')} <code>{node.default}</code></p> : null}
      {node.constraints.length ? <p className="schema-fact" dangerouslySetInnerHTML={{ __html: latin1Html(node.constraints.map((constraint) => constraintText(constraint, messages.messages)).join(' · ')) }} /> : null}
      {node.example !== undefined ? <p className="schema-fact">{translate(messages, 'theme.openapi.schemaItem.example', 'Example:')} <code>{node.example}</code></p> : null}
    </>
  );
}

function hasChildren(node: SchemaNode): boolean {
  return !node.collapsed && !node.circular && !node.truncated && Boolean(node.properties?.length || node.variants || node.additionalProperties || (node.items && hasChildren(node.items)));
}

/** The inside of a schema: its properties, array items, map values and alternatives. */
export function SchemaBody({ node }: { node: SchemaNode }) {
  const messages = useLocaleMessages();
  if (node.circular) return <p className="schema-fact schema-circular">Circular reference to <TypeLabel node={node} />, shown above.</p>;
  if (node.collapsed) return node.ref ? <p className="schema-fact">See the <a href={node.ref.href}>{node.ref.name}</a> schema.</p> : null;
  if (node.truncated) return <p className="schema-fact">Not expanded here, to keep the page small: see the schema pages linked above.</p>;
  return (
    <>
      {node.properties?.length ? (
        <ul className="schema-props">
          {node.properties.map((property) => (
            <li className="schema-prop" key={property.name}>
              <div className="schema-prop__head">
                <code className="schema-prop__name">{property.name}</code> <TypeLabel node={property.node} />
                {property.required ? <RequiredFlag /> : null}
                {property.node.readOnly ? <span className="schema-flag">{translate(messages, 'theme.openapi.schemaItem.readOnly', 'read-only')}</span> : null}
                {property.node.writeOnly ? <span className="schema-flag">{translate(messages, 'theme.openapi.schemaItem.writeOnly', 'write-only')}</span> : null}
                {property.node.deprecated ? <DeprecatedFlag /> : null}
                {property.node.circular || property.node.items?.circular ? (
                  <span className="schema-flag" title="Refers back to a schema it is part of">circular</span>
                ) : null}
              </div>
              <SchemaFacts node={property.node} />
              {hasChildren(property.node) ? (
                <details className="schema-nested">
                  <summary>
                    {property.node.ref
                      ? translate(messages, 'theme.openapi.schemaItem.namedProperties', '{name} properties', { name: property.node.ref.name })
                      : property.node.items
                        ? translate(messages, 'theme.openapi.schemaItem.itemProperties', 'Item properties')
                        : translate(messages, 'theme.openapi.schemaItem.properties', 'Properties')}
                  </summary>
                  <SchemaBody node={property.node} />
                </details>
              ) : property.node.collapsed || property.node.circular ? (
                <SchemaBody node={property.node} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {node.items && !node.properties?.length && hasChildren(node.items) ? (
        <div className="schema-items">
          <p className="schema-fact">{translate(messages, 'theme.openapi.schemaItem.eachItem', 'Each item:')}</p>
          <SchemaBody node={node.items} />
        </div>
      ) : null}
      {node.additionalProperties ? (
        <div className="schema-items">
          <p className="schema-fact">
            {translate(messages, 'theme.openapi.schemaItem.otherKeys', 'Other keys:')} <TypeLabel node={node.additionalProperties} />
          </p>
          <SchemaBody node={node.additionalProperties} />
        </div>
      ) : null}
      {node.variants?.map((group, groupIndex) => (
        <div className="schema-variants" key={groupIndex}>
          <p className="schema-fact">
            {group.kind === 'oneOf' ? translate(messages, 'theme.openapi.schemaItem.oneOf', 'Exactly one of') : translate(messages, 'theme.openapi.schemaItem.anyOf', 'Any of')}:
            {group.discriminator ? (
              <>
                {' '}
                (chosen by <code>{group.discriminator.propertyName}</code>
                {group.discriminator.mapping.map((entry) => (
                  <span key={entry.value}>
                    {', '}
                    <code>{JSON.stringify(entry.value)}</code>
                    <span dangerouslySetInnerHTML={{ __html: latin1Html(' → ') }} />
                    {entry.href ? <a href={entry.href}>{entry.label}</a> : entry.label}
                  </span>
                ))}
                )
              </>
            ) : null}
          </p>
          {group.options.map((option, index) => (
            <details className="schema-nested" key={index}>
              <summary>
                {option.node.ref && option.node.ref.name === option.label ? <TypeLabel node={option.node} /> : <>{option.label} <TypeLabel node={option.node} /></>}
              </summary>
              <SchemaFacts node={option.node} />
              <SchemaBody node={option.node} />
            </details>
          ))}
        </div>
      ))}
    </>
  );
}

/** A whole schema: its type line, facts and body. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  return (
    <div className="schema">
      <p className="schema-root">
        <TypeLabel node={node} />
      </p>
      <SchemaFacts node={node} />
      <SchemaBody node={node} />
    </div>
  );
}
