import { themed } from '../theme.ts';
import { translate, useLocaleMessages } from '../translate.ts';

/** The notice on pages that are built but listed nowhere (docs and blog posts alike). */
function UnlistedNoticeView() {
  const messages = useLocaleMessages();
  return (
    <div className="notice notice--unlisted" role="note">
      <strong>{translate(messages, 'theme.contentVisibility.unlistedBanner.title', 'Unlisted page')}</strong> {translate(messages, 'theme.contentVisibility.unlistedBanner.message', 'This page is not in the sidebar or search results: only readers with the link can find it.')}
    </div>
  );
}

export const UnlistedNotice = themed('UnlistedNotice', UnlistedNoticeView);
