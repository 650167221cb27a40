// Scripts a bilingual ad prints beside the Latin words Tailor reads.
const otherScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Tamil}\p{Script=Cyrillic}\p{Script=Greek}]+/gu

/**
 * "Clerk (Accounts) 會計文員", "哈尔滨冰城冰艺有限公司 Harbin Bingcheng Ice Art Co., Ltd.": a text in Latin letters
 * without the same words again in another script, nor the slash between them. A text with no Latin letters is kept
 * as it is.
 */
export const latinHalf = (text: string) =>
  /\p{Script=Latin}/u.test(text)
    ? text
        .replace(otherScript, ' ')
        .replace(/\s+/g, ' ')
        // "Начальник станции / Station Master": the slash between the two halves goes with the other one.
        .replace(/^[\s/|]+|[\s/|]+$/g, '')
    : text
