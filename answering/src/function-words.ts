/**
 * English function words (closed-class words: pronouns, determiners and quantifiers, auxiliaries and modals,
 * prepositions, conjunctions, question words, interjections such as greetings, and the chat spellings "u", "ur",
 * "r"), as normalizeText leaves them
 * (contractions expanded, no apostrophes). They make up a question's frame ("Can I … my …?", "How do I …?") and say
 * nothing of its topic; word-support.ts looks past them.
 *
 * Provenance: written for this engine from the closed word classes of English grammar, the way IR stop lists are
 * made (the Snowball English stop list covers the same classes); deliberately not derived from any knowledge base the
 * engine is measured on (../shared/data), and no content word is in it.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `i me my myself mine we us our ours ourselves you your yours yourself yourselves u ur he him his himself she her hers
  herself it its itself they them their theirs themselves one what which who whom whose when where why how whether
  this that these those a an the some any no each every all both either neither few more most less other such own same
  another much many several am is are was were be been being have has had having do does did doing will would shall
  should can could may might must ought r of at by for with about against between into through during before after
  above below to from up down in out on off over under again further then once here there than too very just so only
  also not nor and but if or because as until while though although since unless let please yes ok okay hi hello hey
  bye goodbye oh ah aw wow yeah yep yup nope hmm hm huh uh um er ha haha lol`.split(/\s+/),
);
