import { describe, expect, it } from 'vitest';
import { contentWords, TopicWords } from './word-support';

/** A one-question-an-entry FAQ of a robot vacuum: "robot" is its subject (in 3 of its 8 entries). */
const questions = [
  'Can I back up my robot settings',
  'How do I use the robot',
  'What can the robot do',
  'Can I import floor maps from a file',
  'How much does delivery cost?',
  'Hello',
  'What is a charging dock?',
  'Which payment cards are accepted',
];
const topics = new TopicWords();
questions.forEach((question, i) => topics.set(`e${i}`, [question]));
const hasWordSupport = (question: string, entryId: string) => topics.support(question, entryId);

describe('word support (indexes of one-question entries)', () => {
  it('keeps only the words of a question that can name a topic, stemmed', () => {
    expect(contentWords("Can't I import my floor maps from files?")).toEqual(['import', 'floor', 'map', 'fil']);
    expect(contentWords('charging the battery')).toEqual(contentWords('charge batteries'));
    expect(contentWords('How do you do it?')).toEqual([]);
  });

  it('supports a match that shares a topic word with the matched question', () => {
    expect(hasWordSupport('Is importing maps from a USB file possible?', 'e3')).toBe(true);
    expect(hasWordSupport('where do I put the charging dock', 'e6')).toBe(true);
  });

  it('refuses support to a question that shares only the sentence frame', () => {
    expect(hasWordSupport('Can I export the billing address in the web console', 'e3')).toBe(false);
    expect(hasWordSupport('How much for the robot?', 'e4')).toBe(false);
  });

  it('leaves a question without a content word to its meaning alone', () => {
    expect(contentWords('Hey! How are you?')).toEqual([]);
    expect(hasWordSupport('hey!', 'e5')).toBe(true);
  });

  it("does not count the knowledge base's own subject word, which more than a quarter of its entries share", () => {
    expect(hasWordSupport('Can I host my robot on my own servers?', 'e0')).toBe(false);
    expect(hasWordSupport('Can I back up the settings elsewhere?', 'e0')).toBe(true);
  });

  it('counts the entries anew when one is removed or changed', () => {
    const subject = new TopicWords();
    ['robot dock', 'robot map', 'robot battery', 'price', 'hello'].forEach((q, i) => subject.set(`r${i}`, [q]));
    expect(subject.support('my robot', 'r0')).toBe(false); // in 3 of 5 entries
    subject.delete('r1');
    subject.set('r2', ['battery']);
    expect(subject.support('my robot', 'r0')).toBe(true); // in 1 of 4
    const before = new TopicWords(); // changed before its first question (counted then)
    ['robot dock', 'robot map', 'robot battery', 'price', 'hello'].forEach((q, i) => before.set(`r${i}`, [q]));
    before.delete('r1');
    before.set('r2', ['battery']);
    expect(before.support('my robot', 'r0')).toBe(true);
    expect(before.support('my robot', 'r1')).toBe(false);
  });

  it('says a question names an entry only by a word no other entry has', () => {
    expect(topics.names('How much is delivery to Ireland?', 'e4')).toBe(true); // "delivery": e4 alone
    expect(topics.names('Can I import my settings?', 'e3')).toBe(true); // "import": e3 alone
    expect(topics.names('Can I import my settings?', 'e0')).toBe(true); // "settings": e0 alone
    expect(topics.names('What can the robot map?', 'e2')).toBe(false); // "robot" is in 3 entries, "map" in e3's
    expect(topics.names('What can the robot map?', 'e3')).toBe(true);
    expect(topics.names('Hello there', 'e9')).toBe(false); // no such entry
  });
});
