/**
 * `@docusaurus/useGlobalData`: plugins' global data. docsgen runs no Docusaurus plugins, so
 * there is none: `usePluginData` gives `undefined`, as Docusaurus does for a plugin that is
 * not installed, and throws with `{ failfast: true }`.
 */
import data from 'docsgen:site-data';

type GlobalData = Record<string, Record<string, unknown>>;

export default function useGlobalData(): GlobalData {
  return data.globalData as GlobalData;
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const instances = (data.globalData as GlobalData)[pluginName];
  if (!instances && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin: docsgen runs no Docusaurus plugins`);
  return instances;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const instance = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (!instance && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}": docsgen runs no Docusaurus plugins`);
  return instance;
}
