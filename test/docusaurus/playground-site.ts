/**
 * A Docusaurus site in the image of ionic's docs: a page imports a usage example (an `.md`
 * file under static/) that gives a Playground component, which has state and effects, the
 * framework versions of its code as imported `.md` files, one per framework, or several
 * files for one. The Playground renders them only in the browser, after an effect.
 */
import { join } from 'node:path';
import { docusaurusConfig, tempDir, writeFiles } from '../helpers.ts';

const PLAYGROUND = `import React, { useEffect, useState } from 'react';

export default function Playground({ code, version }) {
  const [target, setTarget] = useState(Object.keys(code)[0]);
  const [snippets, setSnippets] = useState({});
  useEffect(() => {
    const made = {};
    for (const [key, value] of Object.entries(code)) {
      if (typeof value === 'function') {
        const Snippet = value;
        made[key] = <Snippet />;
      } else {
        made[key] = Object.entries(value.files).map(([name, File]) => (
          <div key={name} className="playground__file" data-file={name}>
            <File />
          </div>
        ));
      }
    }
    setSnippets(made);
  }, []);
  return (
    <div className="playground" data-version={version}>
      {Object.keys(code).map((key) => (
        <button key={key} className={\`playground__framework playground__framework--\${key}\`} aria-pressed={key === target} onClick={() => setTarget(key)}>
          {key}
        </button>
      ))}
      <div className="playground__code">{snippets[target]}</div>
    </div>
  );
}
`;

const USAGE = `import Playground from '@site/src/components/global/Playground';

import javascript from './javascript.md';
import react from './react.md';

import angular_example_component_html from './angular/example_component_html.md';
import angular_example_component_ts from './angular/example_component_ts.md';

<Playground
  version="8"
  code={{
    javascript,
    react,
    angular: {
      files: {
        'src/app/example.component.html': angular_example_component_html,
        'src/app/example.component.ts': angular_example_component_ts,
      },
    },
  }}
/>
`;

export const SNIPPETS = {
  javascript: '<ion-button id="open-toast">Open Toast</ion-button>',
  react: "import { IonButton } from '@ionic/react';",
  html: '<ion-button (click)="open()">Open</ion-button>',
  ts: "@Component({ selector: 'app-example' })",
};

/** The project folder (holding site/). */
export async function playgroundSite(): Promise<string> {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), {
    'docusaurus.config.js': docusaurusConfig(),
    'src/components/global/Playground/index.tsx': PLAYGROUND,
    'static/usage/v8/toast/basic/index.md': USAGE,
    'static/usage/v8/toast/basic/javascript.md': `\`\`\`html\n${SNIPPETS.javascript}\n\`\`\`\n`,
    'static/usage/v8/toast/basic/react.md': `\`\`\`tsx\n${SNIPPETS.react}\n\`\`\`\n`,
    'static/usage/v8/toast/basic/angular/example_component_html.md': `\`\`\`html\n${SNIPPETS.html}\n\`\`\`\n`,
    'static/usage/v8/toast/basic/angular/example_component_ts.md': `\`\`\`ts\n${SNIPPETS.ts}\nexport class ExampleComponent {}\n\`\`\`\n`,
    'docs/toast.md': "# Toast\n\n## Basic usage\n\nimport Basic from '@site/static/usage/v8/toast/basic/index.md';\n\n<Basic />\n",
  });
  return cwd;
}
