import Testing

@testable import TactileCore

@Test func startsWithTheCaretAtTheEnd() {
  let editor = LineEditor(text: "héllo")
  #expect(editor.caret == 5 && editor.length == 5 && !editor.hasChanges)
}

@Test func typingInsertsAtTheCaret() {
  var editor = LineEditor(text: "Привет")
  editor.setCaret(3)
  editor.insert("—ok")
  #expect(editor.text == "При—okвет")
  #expect(editor.caret == 6)
  #expect(editor.textBeforeCaret == "При—ok")
  #expect(editor.hasChanges)
}

@Test func emojiSequencesAreOneGrapheme() {
  var editor = LineEditor(text: "a")
  editor.insert("👩‍👩‍👧")
  editor.insert("🇺🇦")
  editor.insert("👍🏽")
  #expect(editor.length == 4 && editor.caret == 4)
  let didBackspace = editor.backspace()
  #expect(didBackspace)
  #expect(editor.text == "a👩‍👩‍👧🇺🇦")
  editor.moveLeft()
  editor.moveLeft()
  #expect(editor.caret == 1)
  let didDeleteforward = editor.deleteForward()
  #expect(didDeleteforward)
  #expect(editor.text == "a🇺🇦" && editor.caret == 1)
}

@Test func combiningMarkIsPartOfItsLetter() {
  var editor = LineEditor(text: "cafe\u{301}!")
  #expect(editor.length == 5)
  editor.moveLeft()
  let didBackspace = editor.backspace()
  #expect(didBackspace)
  #expect(editor.text == "caf!" && editor.caret == 3)
}

@Test func typingACombiningMarkJoinsThePreviousLetter() {
  var editor = LineEditor(text: "cafe")
  editor.insert("\u{301}")
  #expect(editor.text == "cafe\u{301}")
  #expect(editor.length == 4 && editor.caret == 4)
}

@Test func typingALetterBeforeALeadingCombiningMarkKeepsTheCaretOnABoundary() {
  var editor = LineEditor(text: "\u{301}x")
  editor.moveToStart()
  editor.insert("e")
  #expect(editor.text == "e\u{301}x" && editor.length == 2 && editor.caret == 1)
}

@Test func deletionThatMergesNeighboursKeepsTheCaretOnABoundary() {
  // Two regional indicators separated by "x" merge into one flag once "x" is gone.
  var editor = LineEditor(text: "\u{1F1FA}x\u{1F1E6}")
  #expect(editor.length == 3)
  editor.setCaret(2)
  editor.backspace()
  #expect(editor.text == "🇺🇦" && editor.length == 1 && editor.caret == 1)
}

@Test func caretMovesAndClamps() {
  var editor = LineEditor(text: "abc")
  editor.moveRight()
  #expect(editor.caret == 3)
  editor.moveToStart()
  editor.moveLeft()
  #expect(editor.caret == 0)
  editor.moveRight()
  #expect(editor.caret == 1)
  editor.moveToEnd()
  #expect(editor.caret == 3)
  editor.setCaret(-4)
  #expect(editor.caret == 0)
  editor.setCaret(99)
  #expect(editor.caret == 3)
}

@Test func deletingAtTheEndsDoesNothing() {
  var editor = LineEditor(text: "ab")
  let didDeleteforward = editor.deleteForward()
  #expect(!didDeleteforward)
  editor.moveToStart()
  let didBackspace = editor.backspace()
  #expect(!didBackspace)
  #expect(editor.text == "ab")
  var empty = LineEditor(text: "")
  let back = empty.backspace()
  let forward = empty.deleteForward()
  #expect(!back && !forward)
}

@Test func lineBreaksAndTabsBecomeSpaces() {
  var editor = LineEditor(text: "one\ntwo")
  #expect(editor.text == "one two")
  editor.insert("\t3\r\n")
  #expect(editor.text == "one two 3  ")
  #expect(editor.caret == editor.length)
}

@Test func commitKeepsTheEditAndCancelTheOriginal() {
  var editor = LineEditor(text: "Buy milk")
  editor.backspace()
  editor.backspace()
  editor.backspace()
  editor.backspace()
  editor.insert("bread")
  #expect(editor.commit() == "Buy bread")
  #expect(editor.cancel() == "Buy milk")
  #expect(editor.originalText == "Buy milk")
}

@Test func noSequenceOfOperationsBreaksTheInvariants() {
  var rng = SeededRandom(seed: 11)
  let pieces = [
    "a", "é", "e", "\u{301}", "👩‍👩‍👧", "\u{200D}", "🇺", "🇦", "Ж", "\u{FE0F}", "❤", " ", "\n",
  ]
  var editor = LineEditor(text: "start")
  for _ in 0..<2000 {
    switch rng.int(below: 8) {
    case 0, 1: editor.insert(pieces[rng.int(below: pieces.count)])
    case 2: editor.backspace()
    case 3: editor.deleteForward()
    case 4: editor.moveLeft()
    case 5: editor.moveRight()
    case 6: editor.setCaret(rng.int(below: 40) - 10)
    default: rng.int(below: 2) == 0 ? editor.moveToStart() : editor.moveToEnd()
    }
    #expect(editor.caret >= 0 && editor.caret <= editor.length)
    #expect(editor.textBeforeCaret.count == editor.caret)
    #expect(!editor.text.contains("\n"))
  }
}

/// Control characters in an item's text are kept through an edit, as the file had them (they
/// are shown as U+FFFD); line breaks and tabs become spaces.
@Test func controlCharactersAreKeptThroughAnEdit() {
  var editor = LineEditor(text: "a\u{0}b\u{7F}c\u{9B}d\te\nf")
  #expect(editor.text == "a\u{0}b\u{7F}c\u{9B}d e f")
  editor.insert("\u{1}!")
  #expect(editor.text == "a\u{0}b\u{7F}c\u{9B}d e f\u{1}!")
  #expect(editor.hasChanges)
}
