import { translate, useLocaleMessages } from '../translate.ts';
import { EditIcon } from './Icons.tsx';

/** The "Edit this page" link of a doc or a post, opening its source where the site says it is edited. */
export function EditThisPage({ href, className }: { href: string; className: string }) {
  const messages = useLocaleMessages();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <EditIcon />
      {translate(messages, 'theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
