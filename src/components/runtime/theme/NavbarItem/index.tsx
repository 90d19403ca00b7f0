/**
 * `@theme/NavbarItem`: the component of the item's type in `@theme/NavbarItem/ComponentTypes`
 * (the site's, a plugin theme's, else docsgen's), given the other props, as Docusaurus's.
 */
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

export default function NavbarItem({ type, ...props }: { type?: string; [prop: string]: unknown }) {
  // An item without a type is a dropdown when it has `items`, as Docusaurus reads it.
  const key = !type || type === 'default' ? ('items' in props ? 'dropdown' : 'default') : type;
  const Component = ComponentTypes[key];
  if (!Component) throw new Error(`No NavbarItem component found for type "${type}" in @theme/NavbarItem/ComponentTypes`);
  return <Component {...props} />;
}
