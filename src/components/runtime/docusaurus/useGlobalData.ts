/**
 * `@docusaurus/useGlobalData`: the global data plugins set in `contentLoaded`
 * (`actions.setGlobalData`), by plugin name and instance id. A plugin that set none, or is
 * not installed, has none: `usePluginData` gives `undefined`, as Docusaurus does, and throws
 * with `{ failfast: true }`.
 */
import data from 'docsgen:site-data';

type GlobalData = Record<string, Record<string, unknown>>;

export default function useGlobalData(): GlobalData {
  return data.globalData as GlobalData;
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const instances = (data.globalData as GlobalData)[pluginName];
  if (!instances && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin`);
  return instances;
}

/** Thrown when a page reads the data of a plugin that could not reach the network: the page is built without its content (see render-pages). */
export class PluginDataLeftOut extends Error {
  override readonly name = 'PluginDataLeftOut';
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const instance = useAllPluginInstancesData(pluginName)?.[pluginId];
  const leftOut = (data as { leftOutPlugins?: Record<string, string[]> }).leftOutPlugins?.[pluginName];
  if (instance === undefined && leftOut?.includes(pluginId)) throw new PluginDataLeftOut(`its data is that of plugin \`${pluginName}\`, which could not reach the network`);
  if (!instance && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}"`);
  return instance;
}
