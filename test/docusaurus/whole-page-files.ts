/** Site files for the tests of React pages hydrated whole (src/components/page-island.ts), in the server's tests and the browser's. */

/** A React page whose tabs read the context of a provider the page puts around them, as apify's API page does (its UI library's). */
export const WHOLE_PAGE = {
  'src/components/ui-context.ts': "import { createContext, useContext } from 'react';\n\nexport const UiContext = createContext(null);\n\nexport function useUi() {\n  const ui = useContext(UiContext);\n  if (!ui) throw new Error('Application must be wrapped by UiProvider');\n  return ui;\n}\n",
  'src/components/UiProvider.jsx': "import { UiContext } from './ui-context';\n\nexport default function UiProvider({ children }) {\n  return <UiContext.Provider value={{ accent: 'teal' }}>{children}</UiContext.Provider>;\n}\n",
  'src/components/AccentTabs.jsx': "import { useState } from 'react';\nimport { useUi } from './ui-context';\n\nexport default function AccentTabs({ items }) {\n  const { accent } = useUi();\n  const [at, setAt] = useState(0);\n  return <div className={`accent-tabs accent-${accent}`}>{items.map((item, index) => <button key={item} onClick={() => setAt(index)}>{item}</button>)}<p>{items[at]}</p></div>;\n}\n",
  'src/pages/api.jsx': "import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\nimport UiProvider from '@site/src/components/UiProvider';\nimport AccentTabs from '@site/src/components/AccentTabs';\n\nexport default function Api() {\n  return (\n    <Layout title=\"API\">\n      <Head><meta name=\"keywords\" content=\"accent\" /></Head>\n      <UiProvider>\n        <div className=\"api-page\"><AccentTabs items={['One', 'Two']} /></div>\n      </UiProvider>\n    </Layout>\n  );\n}\n",
  'src/pages/count.jsx': "import Layout from '@theme/Layout';\nimport Counter from '@site/src/components/Counter';\n\nexport default function Count() {\n  return <Layout><div className=\"count-page\"><Counter start={5} /></div></Layout>;\n}\n",
};
