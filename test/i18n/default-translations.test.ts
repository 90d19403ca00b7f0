import { describe, expect, it } from 'vitest';
import { defaultThemeTranslations, translationFolders } from '../../src/i18n/default-translations.ts';

describe('the theme\'s default translations (@docusaurus/theme-translations)', () => {
  it('gives docsgen\'s theme strings in the locale, by Docusaurus\'s ids', () => {
    const fr = defaultThemeTranslations('fr');
    expect(fr['theme.docs.paginator.previous']).toBe('Précédent');
    expect(fr['theme.common.headingLinkTitle']).toBe('Lien direct vers {heading}');
    // Plural forms whose first one has no {count} have the same placeholders as docsgen's.
    expect(fr['theme.blog.post.plurals']).toBe('Un article|{count} articles');
  });

  it('leaves out ids docsgen\'s theme does not have, translations with other placeholders, and entries not translated yet', () => {
    const fr = defaultThemeTranslations('fr');
    expect(fr['theme.BackToTopButton.buttonAriaLabel']).toBeUndefined();
    // Docusaurus's 404 text has no {homePageLink}, its colour toggle label has a {mode}.
    expect(fr['theme.NotFound.p2']).toBeUndefined();
    expect(fr['theme.colorToggle.ariaLabel']).toBeUndefined();
    // Its French file still has the English "Authors".
    expect(fr['theme.blog.authorsList.pageTitle']).toBeUndefined();
  });

  it('finds a locale\'s folder as Docusaurus does: fr-FR reads fr, zh-CN reads zh-Hans; English has none', () => {
    expect(translationFolders('fr-FR')).toEqual(['fr-FR', 'fr-Latn', 'fr']);
    expect(translationFolders('zh-CN')).toEqual(['zh-CN', 'zh-Hans', 'zh']);
    expect(translationFolders('pt')).toEqual(['pt', 'pt-BR', 'pt-Latn']);
    expect(defaultThemeTranslations('fr-FR')['theme.docs.paginator.previous']).toBe('Précédent');
    expect(defaultThemeTranslations('zh-CN')['theme.docs.paginator.next']).toBe(defaultThemeTranslations('zh-Hans')['theme.docs.paginator.next']);
    expect(defaultThemeTranslations('en')).toEqual({});
    expect(defaultThemeTranslations('default')).toEqual({});
  });
});
