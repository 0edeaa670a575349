import { parse as parseYaml } from 'yaml';
import { fillMessage, messages } from '../../messages';
import { importAlexaReplay, importBotiumDocument, importBotiumText } from '../botium-import';
import type { ConversionResult } from './imported';
import { importQnaBatchTest, looksLikeBatchTest } from './qnamaker-batch';
import { importRasaStories } from './rasa-stories';

/**
 * "Import tests": which kind of test file this is, by its name and its content, converted. A Rasa test story is
 * told from a Botium YAML by its `stories` (Botium's has `convos`); anything else is refused with what was expected.
 */
export type ReadTestFile = { ok: true; result: ConversionResult } | { ok: false; problem: string };

const refused = (fileName: string, detail = ''): ReadTestFile => ({
  ok: false,
  problem: fillMessage(messages.msg_skill_test_import_unknown, { name: fileName, detail: detail && ` ${detail}` }),
});

function fromDocument(fileName: string, document: unknown, yaml: boolean): ReadTestFile {
  if (!document || typeof document !== 'object' || Array.isArray(document)) return refused(fileName);
  const record = document as Record<string, unknown>;
  if (Array.isArray(record.stories)) return { ok: true, result: importRasaStories(record.stories) };
  if (Array.isArray(record.convos))
    return { ok: true, result: importBotiumDocument(record, yaml ? 'botium-yaml' : 'botium-json') };
  if (!yaml && Array.isArray(record.userInput))
    return { ok: true, result: importAlexaReplay(fileName, record.userInput) };
  if (Array.isArray(record.nlu) || record.responses) return refused(fileName, messages.msg_skill_test_import_rasa_nlu);
  return refused(fileName);
}

export function readTestFile(fileName: string, content: string): ReadTestFile {
  const text = content.replace(/^\uFEFF/, '');
  const name = fileName.toLowerCase();
  const isConvoText = /^#(me|bot)\s*$/im.test(text);
  if (name.endsWith('.tsv') || (name.endsWith('.txt') && !isConvoText && looksLikeBatchTest(text)))
    return { ok: true, result: importQnaBatchTest(fileName, text) };
  if (name.endsWith('.txt'))
    return isConvoText ? { ok: true, result: importBotiumText(fileName, text) } : refused(fileName);
  if (name.endsWith('.json')) {
    try {
      return fromDocument(fileName, JSON.parse(text), false);
    } catch (error) {
      return refused(fileName, `(${(error as Error).message})`);
    }
  }
  if (/\.ya?ml$/.test(name)) {
    try {
      return fromDocument(fileName, parseYaml(text), true);
    } catch (error) {
      return refused(fileName, `(${(error as Error).message.split('\n')[0]})`);
    }
  }
  return refused(fileName);
}
