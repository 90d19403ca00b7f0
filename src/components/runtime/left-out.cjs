/**
 * What a left-out import stands for (a generated file that is not there, a package that is not
 * installed; see components/left-out-imports.ts): one inert value that every use leaves empty,
 * so the code around it runs and renders without it. Any property is the value again
 * (`styled.div`), calling or constructing it gives it again (`styled.div\`…\``, `new Client()`),
 * as a React component it renders nothing, as text it is '', as a list it is empty
 * (`releases.length === 0`, `releases.map(…)` is `[]`). Named imports of it are the value too: a
 * CommonJS module, whose namespace's prototype answers every name.
 */
'use strict';

const EMPTY = Object.freeze([]);
/** Names the value has not, so that React, promises and ES module interop do not take it for what it is not. */
const ABSENT = new Set(['then', '__esModule', '$$typeof', 'prototype', 'defaultProps', 'propTypes', 'contextType', 'contextTypes', 'childContextTypes', 'getDerivedStateFromProps', 'getDefaultProps', 'toJSON', 'nodeType']);
/** An empty list's methods, by what they give. */
const AS_LIST = {
  map: () => [], filter: () => [], flatMap: () => [], slice: () => [], concat: () => [], sort: () => [], reverse: () => [], flat: () => [],
  forEach: () => undefined, find: () => undefined, findLast: () => undefined, at: () => undefined,
  some: () => false, includes: () => false, every: () => true, indexOf: () => -1, findIndex: () => -1, lastIndexOf: () => -1,
  reduce: (_fn, initial) => initial, reduceRight: (_fn, initial) => initial, join: () => '',
  keys: () => EMPTY[Symbol.iterator](), values: () => EMPTY[Symbol.iterator](), entries: () => EMPTY[Symbol.iterator](),
  toString: () => '', valueOf: () => '', toLocaleString: () => '',
};

let inert;
const get = (target, key) => {
  if (key === Symbol.toPrimitive) return () => '';
  if (key === Symbol.iterator) return () => EMPTY[Symbol.iterator]();
  if (typeof key === 'symbol' || ABSENT.has(key)) return undefined;
  if (key === 'length' || key === 'size') return 0;
  if (key === 'displayName' || key === 'name') return 'LeftOut';
  if (Object.hasOwn(AS_LIST, key)) return AS_LIST[key];
  if (key in Function.prototype) return Reflect.get(target, key);
  return inert;
};
/** The prototype of a namespace made of the value: any name imported from it is the value. */
const names = new Proxy({}, { get: (_target, key) => (typeof key === 'symbol' ? undefined : inert) });
inert = new Proxy(function LeftOut() {}, {
  get,
  apply: () => inert,
  construct: () => inert,
  getPrototypeOf: () => names,
});

module.exports = inert;
