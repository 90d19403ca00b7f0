/** The codes of pages, components, links, routes and code samples (see codes.ts). */
import type { CodeDoc } from './code-doc.ts';

/** MDX's own syntax errors, reported under the rule id its parser gives them. */
const MDX_SYNTAX = {
  'mdx/parse-error': { meaning: 'The page is not valid MDX.', fix: 'Fix the syntax at the reported line. In MDX, `{` starts an expression and `<` a tag: write `\\{` and `&lt;` for the characters, or name the page `.md` to read it as CommonMark.' },
  'mdx/acorn': { meaning: 'The JavaScript of an `import`, `export` or `{…}` expression does not parse; the message is the JavaScript parser\'s.', fix: 'Fix the JavaScript, or escape a literal brace in prose as `\\{`.' },
  'mdx/non-esm': { meaning: 'A line at the top level that starts with `import` or `export` is not a JavaScript import or export.', fix: 'Write a valid `import`/`export` statement, or reword the sentence so it does not start with those words.' },
  'mdx/non-spread': { meaning: 'A `{…}` inside a JSX tag is not an object spread (`{...props}`).', fix: 'Give the value to an attribute: `<Chart values={data} />`.' },
  'mdx/spread-extra': { meaning: 'A spread inside a JSX tag holds more than one spread (`{...a, ...b}`).', fix: 'Write one spread per braces: `{...a} {...b}`.' },
  'mdx/unexpected-empty-expression': { meaning: 'An empty `{}` where MDX expects a value, such as an attribute.', fix: 'Give it a value, or remove it.' },
  'mdx/unexpected-eof': { meaning: 'The page ends inside a JSX tag or an expression: a `{` or `<` is never closed.', fix: 'Close the tag or brace the message points at.' },
  'mdx/unexpected-lazy': { meaning: 'A JSX tag or expression inside a block quote or list continues on a line without the `>` or indentation of its container.', fix: 'Prefix the line as the rest of its block quote or list item is.' },
  'mdx/unexpected-character': { meaning: 'A character that cannot appear where it stands in a JSX tag, often a `<` meant as text (`a <b`), or an HTML comment or `<!DOCTYPE>`.', fix: 'Escape a literal `<` as `&lt;`, write comments as `{/* … */}`, or name the page `.md`.' },
  'mdx/end-tag-mismatch': { meaning: 'A closing tag does not match the tag it closes.', fix: 'Close the elements in the order they were opened.' },
  'mdx/unexpected-closing-slash': { meaning: 'A closing tag has attributes, or another slash, after its name.', fix: 'Write the closing tag as `</Name>`.' },
  'mdx/unexpected-self-closing-slash': { meaning: 'A closing tag is written as self-closing (`</Name />`).', fix: 'Write `</Name>`, or `<Name />` for an element without children.' },
  'mdx/unexpected-attribute': { meaning: 'A closing tag has attributes.', fix: 'Put the attributes on the opening tag.' },
} as const;

export const CONTENT_CODES = {
  ...(Object.fromEntries(Object.entries(MDX_SYNTAX).map(([code, doc]) => [code, { severity: 'error', ...doc }])) as { [C in keyof typeof MDX_SYNTAX]: CodeDoc }),
  'mdx/unknown-component': {
    severity: 'error',
    meaning: 'A page uses a component it neither imports nor defines, and that is not a built-in or in `theme/MDXComponents`.',
    fix: 'Import it (`import Chart from \'../components/Chart\'`), correct the name ("did you mean"), or add it to `theme/MDXComponents.tsx` for every page.',
  },
  'mdx/invalid-prop': {
    severity: 'error',
    meaning: 'A built-in component is given a prop it cannot use: an `<Admonition>` `type` that is no admonition, a `<TabItem>` without `value`, two tabs of one `<Tabs>` with the same `value`.',
    fix: 'Give the prop a value the message lists; each tab needs a value of its own.',
  },
  'mdx/invalid-child': {
    severity: 'error',
    meaning: 'A built-in component holds a child it cannot render there, such as something other than `<TabItem>` inside `<Tabs>`.',
    fix: 'Move the content into a `<TabItem>` or out of the component.',
  },
  'mdx/inline-event-handler': {
    severity: 'warning',
    meaning: 'An element written in the page (or in a component the page exports) has an event handler (`onClick`); pages ship no JavaScript, so it would never run. The element renders without it. With `components.hydrateInteractive` (a Docusaurus project), such elements and components run in the browser as islands of the page, and only one that reads what the page\'s MDX alone has (its `props`) is warned about.',
    fix: 'Move the element into a component whose file starts with `\'use client\'`: it is hydrated in the browser.',
  },
  'content/changed-during-build': {
    severity: 'error',
    meaning: 'A page of a large docs folder (2,000 pages or more) changed or was removed between the build reading its front matter and compiling it: such a build reads each page\'s text again when it compiles it rather than keeping every page in memory, and the page no longer matches what it read first.',
    fix: 'Build again once the files stop changing (`docsgen dev` rebuilds by itself).',
  },
  'content/esm-in-markdown': {
    severity: 'warning',
    meaning: 'A `.md` page starts with an `import` or `export` line. `.md` is CommonMark unless `markdown.format` says otherwise, so the line is shown as text.',
    fix: 'Rename the page `.mdx`, or set `markdown.format: mdx` (Docusaurus 3 reads every `.md` as MDX).',
  },
  'content/unknown-directive': {
    severity: 'warning',
    meaning: 'A `:::name` container is not one of the admonition keywords (`note`, `tip`, `info`, `warning`, `danger`, `caution`, the legacy `secondary`, `important`, `success`, and those of `markdown.admonitions`); its content is kept without a box.',
    fix: 'Use an admonition keyword (a "did you mean" names the closest), add the name to `markdown.admonitions.keywords`, or escape the colons if the text is meant as written.',
  },
  'content/admonition-fallback': {
    severity: 'warning',
    meaning: 'A `:::name` admonition of a keyword the site added (`markdown.admonitions.keywords`) has no component of its own: it is drawn as `:::info`, as Docusaurus falls back.',
    fix: 'Give the site a `src/theme/Admonition/Types` that adds a component for the keyword (spreading `@theme-original/Admonition/Types`), or use a built-in keyword.',
  },
  'content/unknown-language': {
    severity: 'warning',
    meaning: 'A code block names a language that no highlighting grammar has; it is shown as plain text.',
    fix: 'Use a language name or alias Shiki knows (`ts`, `bash`, `yaml`…; a "did you mean" names the closest), or `text`.',
  },
  'content/unsafe-url': {
    severity: 'warning',
    meaning: 'A link or image uses a `javascript:`, `vbscript:` or `data:` URL (other than a `data:image/…` image, or the `data:` document of an `<iframe>`, which runs in an origin of its own); it is dropped.',
    fix: 'Link to an http(s), mailto, relative or `#` URL; interactive behaviour belongs in a `\'use client\'` component.',
  },
  'content/plugin-error': {
    severity: 'error',
    meaning: 'A remark or rehype plugin of the site threw, or failed the file, while it ran on this page; the message names the plugin and gives its own words.',
    fix: 'Fix the page or the plugin; `--verbose` prints the plugin\'s stack trace. A plugin that cannot handle some pages can be given options that skip them, or removed from the list.',
  },
  'content/plugin-offline': {
    severity: 'warning',
    meaning: 'A remark or rehype plugin of the site could not reach the network on a page (`fetch failed`, `ENOTFOUND`, a timeout…): the page is built without that plugin, the others still run, and the page is not cached, so the next build tries again. One warning per plugin, at the first page it failed on, says on how many pages.',
    fix: 'Build with the network to include what the plugin adds. Any other error a plugin throws fails the page (`content/plugin-error`).',
  },
  'content/plugin-missing-file': {
    severity: 'warning',
    meaning: 'A remark or rehype plugin of the site failed on a page because a file or folder it reads is absent (an `ENOENT`, or an absolute path its error names that does not exist: a library\'s sources a plugin documents, left out of the checkout): the page is built without that plugin, the others still run, and the page is not cached. One warning per plugin and absent path, at the first page it failed on, says on how many pages.',
    fix: 'Add the file or folder the message names (check out the whole repository, or run the step that generates it) to include what the plugin adds. Any other error a plugin throws fails the page (`content/plugin-error`).',
  },
  'content/plugin-warning': {
    severity: 'warning',
    meaning: 'A remark or rehype plugin reported a problem on this page with `file.message()` (an error when it marked it fatal); the message and its place are the plugin\'s.',
    fix: 'Do what the plugin\'s message says; its documentation explains its messages.',
  },
  'content/mermaid-not-installed': {
    severity: 'warning',
    meaning: '`markdown.mermaid` is on, but the site\'s project has no `mermaid` package, so ` ```mermaid ` blocks are shown as their source.',
    fix: 'Install it in the site\'s project (`npm install mermaid`), or turn `markdown.mermaid` off.',
  },
  'content/missing-image': {
    severity: 'warning',
    meaning: 'An image path does not exist next to the page or in `static/`.',
    fix: 'Correct the path: `./diagram.png` is next to the page, `/img/diagram.png` is `static/img/diagram.png`.',
  },
  'content/missing-alt': {
    severity: 'warning',
    meaning: 'An image has no alt text, so screen readers cannot describe it.',
    fix: 'Describe the image: `![Checkout flow: cart, payment, receipt](./flow.png)`; a purely decorative image belongs in CSS.',
  },
  'content/doc-card-list-without-sidebar': {
    severity: 'warning',
    meaning: '`<DocCardList />` is on a page that no sidebar lists, so it has no category to show.',
    fix: 'List the page in a sidebar category, or remove the component.',
  },
  'components/unresolved-import': {
    severity: 'error',
    meaning: 'A page or component imports a module that cannot be found.',
    fix: 'Correct the path (relative to the importing file, or `@site/…` from the site folder), or install the package in the site\'s project; the hint names the installed package that imports a missing one (a peer dependency the site must install), or the package.json script that generates a missing file before the build (run it first).',
  },
  'components/left-out-import': {
    severity: 'warning',
    meaning: 'A component imports what the environment lacks, as webpack would fail on it: a file the project generates (its `.gitignore` lists it) that is not there — the hint names the package.json script that writes it when one does — or, from a package in node_modules, a package that is not installed (a peer dependency an install with `--legacy-peer-deps` leaves out). The import is an inert value: the component renders without it (as a component it renders nothing, as data it is empty: a list of length 0, text \'\'), and the rest of the page and site builds. One warning per missing file or package, at the first import of it.',
    fix: 'Generate the file before the build (run the script the hint names), or install the package (`npm install <name>`), to include what uses it. Any other import that cannot be found is an error (`components/unresolved-import`).',
  },
  'components/missing-export': {
    severity: 'warning',
    meaning: 'A page or component imports a name its module does not export (a TypeScript type in a `.js` file). As webpack does for a Docusaurus build, the import is `undefined` and the build goes on; the warning is at the import. A name imported from `react` (`CSSProperties`) is `undefined` with no warning: React is a CommonJS package, whose exports webpack cannot know, so it says nothing either. An `.mjs` file\'s import, as webpack\'s strict ES modules, stays an error.',
    fix: 'Remove the name from the import, or import it from the module that exports it; import a type with `import type` in a `.ts`/`.tsx` file.',
  },
  'components/unsupported': {
    severity: 'error',
    meaning: 'A page imports something docsgen cannot provide: a name a `@theme/*` or `@docusaurus/*` module does not export, or a feature docsgen accepts only with a warning (such as `@docusaurus/Head`). The severity is the message\'s.',
    fix: 'Use what the message lists as available, or write the part as a component of your own.',
  },
  'components/build-error': {
    severity: 'error',
    meaning: 'A component does not compile; the message and its `file:line:col` are esbuild\'s.',
    fix: 'Fix the code at the reported line.',
  },
  'components/unsupported-loader': {
    severity: 'warning',
    meaning: 'A webpack loader of an import (`!!raw-loader!roa-loader!./example.js`) or of a plugin\'s `module.rules` could not run: it is not installed (not a `resolveLoader.alias`, nor in `resolveLoader.modules` or node_modules), it failed (often because it needs webpack itself: `this._compiler`, `this.loadModule`, `this.emitFile`), or it stands before file-loader/url-loader, which give the URL of the file as it is. The file is read without it; the other loaders still apply.',
    fix: 'Install the loader in the site\'s project, or compute what it made (a signature, a transformed file) in a component or a plugin\'s `loadContent`, or import the file without it, `!!raw-loader!./example.js`.',
  },
  'components/loader-warning': {
    severity: 'warning',
    meaning: 'A webpack loader docsgen runs (one named in an import\'s chain or a plugin\'s `module.rules`) gave a warning with `this.emitWarning`; the message is the loader\'s.',
    fix: 'Do what the loader asks, in the file it read.',
  },
  'components/loader-error': {
    severity: 'error',
    meaning: 'A webpack loader docsgen runs gave an error with `this.emitError`, or its chain ended in a value that is not text (webpack: "Final loader didn\'t return a Buffer or String"); as in webpack, the import fails.',
    fix: 'Fix the file the loader read, or end the chain with a loader that makes a module (`raw-loader`).',
  },
  'components/build-warning': {
    severity: 'warning',
    meaning: 'esbuild warns about a component (a suspicious comparison, a duplicate key); the message is esbuild\'s.',
    fix: 'Fix the code at the reported line.',
  },
  'components/load-error': {
    severity: 'error',
    meaning: 'A module a page or a theme override imports throws while it is loaded, before anything renders. The message names the module that threw (`thrown by src/components/store.ts`), a package\'s file when the package threw.',
    fix: 'Code that needs the browser (`window`, `document`) belongs in `useEffect` or `<BrowserOnly>`; run with `--verbose` for the stack. When the module that threw imports a package that no package.json lists, the hint names it and the version installed: npm installed it only as another package\'s dependency, in that package\'s version (dyte\'s website gets `@faker-js/faker` 5.5.3 so, and its code calls 8\'s `faker.person`); add it to package.json in the version the code is written for.',
  },
  'components/render-error': {
    severity: 'error',
    meaning: 'A component threw while the page was rendered. The build fails and the previous output stays.',
    fix: 'Fix the component or the props the page passes; `--verbose` prints the stack.',
  },
  'components/client-prop': {
    severity: 'error',
    meaning: 'A `\'use client\'` component is given a prop that cannot travel to the browser as JSON: a function or a class instance (React elements travel as their server HTML).',
    fix: 'Pass data (strings, numbers, arrays, plain objects, elements); define functions inside the client component.',
  },
  'components/not-hydrated': {
    severity: 'warning',
    meaning: 'A component with behaviour (state, effects, event handlers), which `components.hydrateInteractive` runs in the browser, cannot be an island there: a prop it is given is not data (a function, a class instance), or rendered on its own, away from the components around it, it throws. It is written as HTML, without its behaviour; the message says which and why, and on how many pages. On a React page (`src/pages`) the page is hydrated whole instead, with no warning.',
    fix: 'Pass it data only (strings, numbers, arrays, plain objects; elements as children), or put `\'use client\'` at the top of the component around it, so that the whole runs in the browser.',
  },
  'components/navbar-item-failed': {
    severity: 'warning',
    meaning: 'A navbar item of a type docsgen has no markup of (a Docusaurus `custom-*` type, `docsVersion`) is rendered by the site\'s `NavbarItem` component (`src/theme/NavbarItem`, or the type\'s entry in `src/theme/NavbarItem/ComponentTypes`, its own or a theme plugin\'s), and that component threw, or the site has none for the type. The item is left out of the navbar; every page still builds.',
    fix: 'Add the type to the site\'s `src/theme/NavbarItem/ComponentTypes` (its component gets the item\'s keys as props, and `mobile` in the phone menu), or fix what the message says the component threw.',
  },
  'components/theme-part-failed': {
    severity: 'warning',
    meaning: 'A part of the layout the site swizzles under the classic theme\'s name (`src/theme/DocVersionBanner`, `src/theme/DocItem/Layout`, `src/theme/BlogPostItem/Footer/ReadMoreLink`), or a theme plugin has, threw when rendered on a page where it shows, or cannot be bundled: it imports a `@theme/…` module docsgen\'s theme lacks, or a file or package that is not there. docsgen\'s own part is used on every page instead; the other parts and every page still build.',
    fix: 'Fix what the message says: the component reads the page through its props and Docusaurus\'s hooks (`useDoc`, `useDocsVersion`, `useDocVersionSuggestions`, `useDocusaurusContext`), which docsgen gives it; an import docsgen\'s theme lacks can be swizzled into the site\'s `src/theme`.',
  },
  'render/exception': {
    severity: 'error',
    meaning: 'Rendering a page failed for a reason that is not a component of the site.',
    fix: 'Check the props given to built-in components on the page; if the page looks right, run with `--verbose` and report the stack trace: it is a bug in docsgen.',
  },
  'links/broken-link': {
    severity: 'checks.brokenLinks',
    meaning: 'A link points to a route or file that the site does not have. An error by default: the build fails and the previous output stays.',
    fix: 'Correct the link ("did you mean" names the closest route), create the page, or link to the file in `static/`.',
  },
  'links/broken-markdown-link': {
    severity: 'checks.brokenMarkdownLinks',
    meaning: 'A link to a `.md` or `.mdx` file names a file that does not exist. A warning by default.',
    fix: 'Correct the relative path; a link not next to the page is also tried from the docs root, as Docusaurus does.',
  },
  'links/broken-anchor': {
    severity: 'checks.brokenAnchors',
    meaning: 'A link\'s `#fragment` is not an id on the target page. A warning by default. On a translated site, a translated heading whose id differs from the original\'s is reported at that heading, in the translated file, with the links it breaks.',
    fix: 'Use the heading\'s id ("did you mean"), or give the heading the id you link to: `## Set up {#setup}`.',
  },
  'links/external-broken': {
    severity: 'warning',
    meaning: '`check-links --external` could not load an external link: an error status, a timeout, a host that does not resolve.',
    fix: 'Update or remove the link; results are cached for a day, so clear the cache (`docsgen clear`) to check again at once.',
  },
  'routes/duplicate': {
    severity: 'checks.duplicateRoutes',
    meaning: 'Two sources produce the same route, or routes that differ only by letter case (one file on case-insensitive disks and hosts); the first is built. A warning by default. In a Docusaurus project without `trailingSlash`, `/repl/` (a plugin\'s route, a folder\'s `index` page) and `/repl` are two routes, as in Docusaurus, and not reported.',
    fix: 'Give one of them another `slug` or file name; for two API documents on one route, another `operationId`, tag, schema `title` or `overview`.',
  },
  'routes/api-route': {
    severity: 'error',
    meaning: 'An API\'s route is one of another API\'s pages, or lies under one, so their pages would mix.',
    fix: 'Give the API a route of its own, such as a sibling of the other\'s (`/api/admin` beside `/api/payments`).',
  },
  'samples/graphql-invalid': {
    severity: 'checks.graphqlSamples',
    meaning: 'A ` ```graphql ` block does not validate against `samples.graphqlSchema`: an unknown field or argument, a wrong argument type, an undefined variable; or an SDL block disagrees with the schema.',
    fix: 'Update the sample to the schema; the message names the field and the schema\'s type.',
  },
  'samples/graphql-schema': {
    severity: 'error',
    meaning: 'The GraphQL schema file `samples.graphqlSchema` is not a valid schema.',
    fix: 'Fix the schema at the reported line.',
  },
  'samples/json-syntax': {
    severity: 'checks.jsonSamples',
    meaning: 'A ` ```json ` block is not valid JSON.',
    fix: 'Remove comments, trailing commas and `…`; for an excerpt, use ` ```jsonc ` or ` ```text `.',
  },
  'samples/json-schema': {
    severity: 'checks.jsonSamples',
    meaning: 'A ` ```json schema="Name" ` block does not match that component schema of the OpenAPI document; the message gives the JSON path (`$.items[0].quantity must be integer`).',
    fix: 'Update the sample; a property the schema does not list is usually a renamed or misspelt field.',
  },
  'samples/unknown-schema': {
    severity: 'checks.jsonSamples',
    meaning: '`schema="Name"` names a schema that no OpenAPI document of the site has, or the site has no OpenAPI document.',
    fix: 'Use a name of `components.schemas` ("did you mean"), or `schema="api:Name"` for another API.',
  },
  'samples/unknown-api': {
    severity: 'checks.jsonSamples',
    meaning: '`schema="id:Name"` names an API id that `openapi:` does not have.',
    fix: 'Use one of the ids the hint lists.',
  },
  'samples/openapi-example': {
    severity: 'checks.openapiExamples',
    meaning: 'An example inside the OpenAPI document does not match its schema. A warning by default, since the document is often a third party\'s.',
    fix: 'Fix the example or the schema at the reported line of the document; set `checks.openapiExamples: error` for a document of your own.',
  },
  'samples/openapi-schema': {
    severity: 'warning',
    meaning: 'A schema of the OpenAPI document cannot be compiled for checking, so values are not checked against it.',
    fix: 'Fix the schema the message points at (an invalid `pattern`, a bad `$ref`).',
  },
  'samples/rest-unknown-path': {
    severity: 'checks.restSamples',
    meaning: 'A `curl` command or HTTP request line calls a path of one of the document\'s servers that no operation has. A trailing slash is not compared: `/api/v1/flags` and `/api/v1/flags/` are the same path on either side.',
    fix: 'Correct the path ("did you mean"); calls to other hosts are not checked.',
  },
  'samples/rest-unknown-method': {
    severity: 'checks.restSamples',
    meaning: 'A `curl` command or HTTP request line uses a method the path does not have.',
    fix: 'Use one of the methods the message lists.',
  },
  'samples/typescript': {
    severity: 'checks.typescriptSamples',
    meaning: 'A ` ```ts check ` block does not type-check against `samples.typescriptDeclarations`; the message is the compiler\'s, with its `TS` number.',
    fix: 'Update the sample to the SDK\'s types; declare what a fragment uses above a `// ---cut---` line.',
  },
  'samples/crash': {
    severity: 'error',
    meaning: 'Checking code samples failed for a reason that is not a sample (in `docsgen dev`, shown in the overlay).',
    fix: 'Run `docsgen build --verbose` for the stack trace and report it: it is a bug in docsgen.',
  },
} as const satisfies Record<string, CodeDoc>;
