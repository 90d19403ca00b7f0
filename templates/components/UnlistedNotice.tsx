import { themed } from '../theme.ts';
/** The notice on pages that are built but listed nowhere (docs and blog posts alike). */
function UnlistedNoticeView() {
  return (
    <div className="notice notice--unlisted" role="note">
      <strong>Unlisted page</strong> This page is not in the sidebar or search results: only readers with the link can find it.
    </div>
  );
}

export const UnlistedNotice = themed('UnlistedNotice', UnlistedNoticeView);
