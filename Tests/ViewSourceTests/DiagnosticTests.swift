/// Broken scenes a SwiftUI user might paste or mistype, each with every diagnostic asserted
/// word for word as `layoutlab check` prints it: `file:line:column: severity: message`, the
/// source line and a caret under the column (issue 3, "Errors").
///
/// The cases are a table so that a failure names the scene that broke; the expected text is
/// what a SwiftUI developer reads, so each was chosen for being clear, pointing at the right
/// column and suggesting the near name where there is one.
import LayoutTestSupport
import Testing
import ViewSource

@Suite struct DiagnosticTests {
  /// One broken scene and everything `check` must say about it.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var expected: String

    init(_ name: String, source: String, expected: String) {
      self.name = name
      self.source = source
      self.expected = expected
    }

    var testDescription: String { name }
  }

  /// `T`, the invalid byte 0xFF, `e`: decoding turns the byte into U+FFFD.
  static let invalidUTF8 = String(decoding: [0x54, 0xFF, 0x65], as: UTF8.self)

  /// 250 parentheses around a frame's width: deeper than the parser follows.
  static let deepParentheses =
    #"Text("a").frame(width: "# + String(repeating: "(", count: 250) + "1"
    + String(repeating: ")", count: 250) + ")"

  static let cases: [Case] = [
    Case(
      "typo in a view name",
      source: #"""
        VStack {
            Text("Title")
            Txt("Subtitle")
        }
        """#,
      expected: #"""
        scene.swift:3:5: error: unknown view 'Txt'; did you mean 'Text'?
            Txt("Subtitle")
            ^
        """#),
    Case(
      "typo in a modifier name",
      source: #"""
        Text("Hello")
            .fram(width: 100, height: 50)
        """#,
      expected: #"""
        scene.swift:2:6: error: unknown modifier 'fram'; did you mean 'frame'?
            .fram(width: 100, height: 50)
             ^
        """#),
    Case(
      "typo in an argument label",
      source: #"""
        Color.red
            .frame(widht: 100, height: 50)
        """#,
      expected: #"""
        scene.swift:2:12: error: 'frame' has no argument labelled 'widht'; did you mean 'width'?
            .frame(widht: 100, height: 50)
                   ^
        """#),
    Case(
      "typo in a label of the other frame overload",
      source: #"""
        Text("Hi")
            .frame(maxWidht: .infinity, alignment: .leading)
        """#,
      expected: #"""
        scene.swift:2:12: error: 'frame' has no argument labelled 'maxWidht'; did you mean 'maxWidth'?
            .frame(maxWidht: .infinity, alignment: .leading)
                   ^
        """#),
    Case(
      "typo in an implicit alignment",
      source: #"""
        Text("Hi")
            .frame(width: 200, height: 200, alignment: .bottomTraling)
        """#,
      expected: #"""
        scene.swift:2:48: error: type 'Alignment' has no member 'bottomTraling'; did you mean 'bottomTrailing'?
            .frame(width: 200, height: 200, alignment: .bottomTraling)
                                                       ^
        """#),
    Case(
      "British spelling of an implicit member",
      source: #"""
        VStack(alignment: .centre) {
            Text("A")
            Text("B")
        }
        """#,
      expected: #"""
        scene.swift:1:19: error: type 'HorizontalAlignment' has no member 'centre'; did you mean 'center'?
        VStack(alignment: .centre) {
                          ^
        """#),
    Case(
      "unknown colour as an implicit member",
      source: #"""
        Rectangle()
            .fill(.purpel)
            .frame(width: 100, height: 100)
        """#,
      expected: #"""
        scene.swift:2:11: error: type 'Color' has no member 'purpel'; did you mean 'purple'?
            .fill(.purpel)
                  ^
        """#),
    Case(
      "unknown colour as a static member",
      source: #"""
        Color.blu
            .frame(width: 100, height: 100)
        """#,
      expected: #"""
        scene.swift:1:7: error: type 'Color' has no member 'blu'; did you mean 'blue'?
        Color.blu
              ^
        """#),
    Case(
      "missing argument",
      source: #"""
        RoundedRectangle()
            .frame(width: 100, height: 50)
        """#,
      expected: #"""
        scene.swift:1:1: error: missing argument for parameter 'cornerRadius' in call to 'RoundedRectangle'
        RoundedRectangle()
        ^
        """#),
    Case(
      "missing argument label",
      source: #"""
        RoundedRectangle(12)
            .fill(.blue)
        """#,
      expected: #"""
        scene.swift:1:18: error: missing argument label 'cornerRadius:' in call to 'RoundedRectangle'
        RoundedRectangle(12)
                         ^
        """#),
    Case(
      "extra unlabelled argument",
      source: #"""
        Text("Hello", "World")
        """#,
      expected: #"""
        scene.swift:1:15: error: extra argument in call to 'Text'
        Text("Hello", "World")
                      ^
        """#),
    Case(
      "extra labelled argument",
      source: #"""
        Spacer(minLength: 10, maxLength: 20)
        """#,
      expected: #"""
        scene.swift:1:23: error: 'Spacer' has no argument labelled 'maxLength'; did you mean 'minLength'?
        Spacer(minLength: 10, maxLength: 20)
                              ^
        """#),
    Case(
      "arguments out of order",
      source: #"""
        HStack(spacing: 10, alignment: .top) {
            Text("A")
            Text("B")
        }
        """#,
      expected: #"""
        scene.swift:1:21: error: argument 'alignment' must precede argument 'spacing'
        HStack(spacing: 10, alignment: .top) {
                            ^
        """#),
    Case(
      "string where a number is expected",
      source: #"""
        Text("Hello")
            .frame(width: "300")
        """#,
      expected: #"""
        scene.swift:2:19: error: cannot use a string as 'CGFloat'
            .frame(width: "300")
                          ^
        """#),
    Case(
      "number where a string is expected",
      source: #"""
        Text(42)
        """#,
      expected: #"""
        scene.swift:1:6: error: cannot use a number as 'String'
        Text(42)
             ^
        """#),
    Case(
      "unterminated string literal",
      source: #"""
        VStack {
            Text("Hello)
            Text("World")
        }
        """#,
      expected: #"""
        scene.swift:2:10: error: unterminated string literal
            Text("Hello)
                 ^
        """#),
    Case(
      "unterminated string interpolation",
      source: #"""
        ForEach(0..<3) { i in
            Text("row \(i")
        }
        """#,
      expected: #"""
        scene.swift:2:18: error: unterminated string literal
            Text("row \(i")
                         ^
        """#),
    Case(
      "unterminated block comment",
      source: #"""
        VStack {
            /* the title
            Text("Hello")
        }
        """#,
      expected: #"""
        scene.swift:2:5: error: unterminated '/*' comment
            /* the title
            ^
        """#),
    Case(
      "missing closing brace of a closure",
      source: #"""
        VStack {
            Text("Hello")
            HStack {
                Text("World")
        }
        """#,
      expected: #"""
        scene.swift:1:8: error: unclosed '{': expected '}' to end the closure before the end of the file
        VStack {
               ^
        """#),
    Case(
      "missing closing brace of a struct",
      source: #"""
        struct ContentView: View {
            var body: some View {
                Text("Hello")
                    .padding()
        }
        """#,
      expected: #"""
        scene.swift:1:26: error: unclosed '{': expected '}' to end the declaration before the end of the file
        struct ContentView: View {
                                 ^
        """#),
    Case(
      "missing closing parenthesis at the end of the file",
      source: #"""
        Text("Hello"
            .padding()
        """#,
      expected: #"""
        scene.swift:1:5: error: unclosed '(': expected ')' to end the argument list before the end of the file
        Text("Hello"
            ^
        """#),
    Case(
      "missing closing parenthesis before the next line",
      source: #"""
        VStack {
            Text("Hello").frame(width: 100, height: 50
            Text("World")
        }
        """#,
      expected: #"""
        scene.swift:2:47: error: expected ')' to end the argument list
            Text("Hello").frame(width: 100, height: 50
                                                      ^
        """#),
    Case(
      "missing comma between arguments",
      source: #"""
        Text("Hi")
            .frame(width: 100 height: 50)
        """#,
      expected: #"""
        scene.swift:2:22: error: expected ',' between arguments
            .frame(width: 100 height: 50)
                             ^
        """#),
    Case(
      "missing argument value",
      source: #"""
        Color.red
            .offset(x: 10, y: )
        """#,
      expected: #"""
        scene.swift:2:23: error: expected an expression, found ')'
            .offset(x: 10, y: )
                              ^
        """#),
    Case(
      "stray closing brace",
      source: #"""
        VStack {
            Text("Hello")
        }
        }
        """#,
      expected: #"""
        scene.swift:4:1: error: extraneous '}' at top level
        }
        ^
        """#),
    Case(
      "stray closing parenthesis and its continuation line",
      source: #"""
        Text("Hello"))
            .padding()
        """#,
      expected: #"""
        scene.swift:1:14: error: extraneous ')' with no matching '('
        Text("Hello"))
                     ^
        """#),
    Case(
      "stray closing parenthesis inside a stack, then another error",
      source: #"""
        VStack {
            Text("A"))
                .padding()
            Text("B")
            Txt("C")
        }
        """#,
      expected: #"""
        scene.swift:2:14: error: extraneous ')' with no matching '('
            Text("A"))
                     ^
        scene.swift:5:5: error: unknown view 'Txt'; did you mean 'Text'?
            Txt("C")
            ^
        """#),
    Case(
      "two statements on one line",
      source: #"""
        VStack {
            Text("A") Text("B")
        }
        """#,
      expected: #"""
        scene.swift:2:14: error: consecutive statements on a line must be separated by ';'
            Text("A") Text("B")
                     ^
        """#),
    Case(
      "Objective-C string literal",
      source: #"""
        VStack {
            Text(@"Hello")
        }
        """#,
      expected: #"""
        scene.swift:2:10: error: string literals in Swift are not preceded by an '@' sign
            Text(@"Hello")
                 ^
        """#),
    Case(
      "unexpected character",
      source: #"""
        Text("Hello") § .padding()
        """#,
      expected: #"""
        scene.swift:1:15: error: unexpected character '§'
        Text("Hello") § .padding()
                      ^
        """#),
    Case(
      "single-quoted string",
      source: #"""
        Text('Hello')
        """#,
      expected: #"""
        scene.swift:1:6: error: single-quoted string literal found, use '"'
        Text('Hello')
             ^
        """#),
    Case(
      "curly quotes pasted from a web page",
      source: #"""
        Text(“Hello”)
            .padding()
        """#,
      expected: #"""
        scene.swift:1:6: error: unicode curly quote found, replace with '"'
        Text(“Hello”)
             ^
        """#),
    Case(
      "switch without a matching case",
      source: #"""
        VStack {
            switch 2 {
            case 1: Text("one")
            }
            Text("after")
        }
        """#,
      expected: #"""
        scene.swift:2:5: error: no case of the 'switch' matches 2; add a 'default:'
            switch 2 {
            ^
        """#),
    Case(
      "while loop",
      source: #"""
        VStack {
            while true {
                Text("loop")
            }
        }
        """#,
      expected: #"""
        scene.swift:2:5: error: 'while' loops are not supported in scenes
            while true {
            ^
        """#),
    // Issue #13: `guard` parses (actions use it) but a view builder refuses it, as Swift does.
    Case(
      "guard statement",
      source: #"""
        var body: some View {
            guard true else { return EmptyView() }
            Text("Hello")
        }
        """#,
      expected: #"""
        scene.swift:2:5: error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
            guard true else { return EmptyView() }
            ^
        """#),
    Case(
      "actor declaration",
      source: #"""
        actor Model {
            var count = 0
        }

        Text("Hello")
        """#,
      expected: #"""
        scene.swift:1:1: error: actors are not supported in scenes
        actor Model {
        ^
        """#),
    Case(
      "protocol declaration",
      source: #"""
        protocol Card {
            var title: String { get }
        }

        Text("Hello")
        """#,
      expected: #"""
        scene.swift:1:1: error: protocol declarations are not supported in scenes
        protocol Card {
        ^
        """#),
    // Issue #13: a property wrapper is read as a plain property, with a note, not an error.
    Case(
      "State property wrapper",
      source: #"""
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                Text("Count")
            }
        }
        """#,
      expected: #"""
        scene.swift:2:5: note: '@State' is read as a plain property: LayoutLab lays out its initial value
            @State private var count = 0
            ^
        """#),
    Case(
      "an attribute that is not a property wrapper",
      source: #"""
        struct ContentView: View {
            @Flag var count = 0
            var body: some View {
                Text("Count")
            }
        }
        """#,
      expected: #"""
        scene.swift:2:5: error: attribute '@Flag' is not supported in scenes
            @Flag var count = 0
            ^
        """#),
    Case(
      "conditional compilation",
      source: #"""
        #if os(iOS)
        Text("iOS")
        #else
        Text("other")
        #endif
        Text("after")
        """#,
      expected: #"""
        scene.swift:1:1: note: '#if' takes its first branch: LayoutLab does not evaluate compilation conditions
        #if os(iOS)
        ^
        """#),
    Case(
      "top-level function called with a label it does not have",
      source: #"""
        func row(_ title: String) -> some View {
            Text(title)
        }

        row(title: "A")
        """#,
      expected: #"""
        scene.swift:5:5: error: extraneous argument label 'title:' in call to 'row'
        row(title: "A")
            ^
        """#),
    Case(
      "return at top level",
      source: #"""
        return Text("Hi")
        """#,
      expected: #"""
        scene.swift:1:1: error: 'return' outside a function or property
        return Text("Hi")
        ^
        """#),
    Case(
      "ambiguous center guide in a subscript",
      source: #"""
        Text("Hi")
            .alignmentGuide(.leading) { d in d[.center] }
        """#,
      expected: #"""
        scene.swift:2:40: error: '.center' is ambiguous here: write 'HorizontalAlignment.center' or 'VerticalAlignment.center'
            .alignmentGuide(.leading) { d in d[.center] }
                                               ^
        """#),
    Case(
      "dollar one in a one-parameter closure",
      source: #"""
        Text("Hi")
            .alignmentGuide(.leading) { $1.width }
        """#,
      expected: #"""
        scene.swift:2:33: error: '$1' is only available in a closure with at least 2 parameters
            .alignmentGuide(.leading) { $1.width }
                                        ^
        """#),
    Case(
      "typo in a member of a size",
      source: #"""
        GeometryReader { proxy in
            Text("\(proxy.size.widht)")
        }
        """#,
      expected: #"""
        scene.swift:2:24: error: value of type 'CGSize' has no member 'widht'; did you mean 'width'?
            Text("\(proxy.size.widht)")
                               ^
        """#),
    Case(
      "typo in a member of view dimensions",
      source: #"""
        Text("Hi")
            .alignmentGuide(.leading) { d in d.widht / 2 }
        """#,
      expected: #"""
        scene.swift:2:40: error: value of type 'ViewDimensions' has no member 'widht'; did you mean 'width'?
            .alignmentGuide(.leading) { d in d.widht / 2 }
                                               ^
        """#),
    Case(
      "GeometryReader closure with two parameters",
      source: #"""
        GeometryReader { proxy, other in
            Text("x")
        }
        """#,
      expected: #"""
        scene.swift:1:16: error: the GeometryReader closure takes one parameter, the geometry proxy
        GeometryReader { proxy, other in
                       ^
        """#),
    Case(
      "integer division by zero",
      source: #"""
        let columns = 0
        Text("Hi")
            .frame(width: 300 / columns)
        """#,
      expected: #"""
        scene.swift:3:19: error: division by zero
            .frame(width: 300 / columns)
                          ^
        """#),
    Case(
      "floating-point division by zero",
      source: #"""
        Text("Hi")
            .frame(width: 300.0 / 0)
        """#,
      expected: #"""
        scene.swift:2:19: error: division by zero
            .frame(width: 300.0 / 0)
                          ^
        """#),
    Case(
      "recursive custom view",
      source: #"""
        struct Row: View {
            var body: some View {
                HStack { Row() }
            }
        }
        """#,
      expected: #"""
        scene.swift:3:18: error: 'Row' is nested too deeply (64 levels): is it recursive?
                HStack { Row() }
                         ^
        """#),
    Case(
      "custom modifier called with a wrong label",
      source: #"""
        extension View {
            func card(color: Color) -> some View {
                self.padding().background(color)
            }
        }

        Text("Hi").card(colour: .red)
        """#,
      expected: #"""
        scene.swift:7:17: error: incorrect argument label in call to 'card' (have 'colour:', expected 'color:')
        Text("Hi").card(colour: .red)
                        ^
        """#),
    Case(
      "custom view called with a wrong label",
      source: #"""
        struct Badge: View {
            let label: String
            var body: some View {
                Text(label).padding(4)
            }
        }

        Badge(title: "New")
        """#,
      expected: #"""
        scene.swift:8:7: error: incorrect argument label in call to 'Badge' (have 'title:', expected 'label:')
        Badge(title: "New")
              ^
        """#),
    Case(
      "custom view that needs arguments as the root",
      source: #"""
        struct Badge: View {
            let label: String
            var body: some View {
                Text(label).padding(4)
            }
        }
        """#,
      expected: #"""
        scene.swift:1:8: note: 'Badge' is shown with placeholder values: label = "label"
        struct Badge: View {
               ^
        """#),
    Case(
      "custom view that needs a value no placeholder can stand for",
      source: #"""
        struct Badge: View {
            let style: BadgeStyle
            var body: some View {
                Text("a").padding(4)
            }
        }
        """#,
      expected: #"""
        scene.swift:1:8: error: 'Badge' needs a value for 'style' to be shown: add '#Preview { Badge(style: ...) }'
        struct Badge: View {
               ^
        """#),
    Case(
      "unknown layout type",
      source: #"""
        struct Foo: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                .zero
            }
        }

        Foo { Text("Hi") }
        """#,
      expected: #"""
        scene.swift:1:8: error: unknown layout 'Foo': LayoutLab runs only its registered layouts (HStackLayout, VStackLayout, ZStackLayout, MyFrame, FractionFrame, GridLayout)
        struct Foo: Layout {
               ^
        """#),
    Case(
      "ForEach over a string",
      source: #"""
        ForEach("ab", id: \.self) { c in
            Text("x")
        }
        """#,
      expected: #"""
        scene.swift:1:9: error: 'ForEach' in scenes runs over a range such as '0..<3' or an array, found a string
        ForEach("ab", id: \.self) { c in
                ^
        """#),
    Case(
      "ForEach over a number",
      source: #"""
        let items = 5
        ForEach(items) { i in
            Text("row \(i)")
        }
        """#,
      expected: #"""
        scene.swift:2:9: error: 'ForEach' in scenes runs over a range such as '0..<3' or an array, found a number
        ForEach(items) { i in
                ^
        """#),
    Case(
      "negative line limit",
      source: #"""
        Text("A long text")
            .lineLimit(-1)
        """#,
      expected: #"""
        scene.swift:2:16: error: 'lineLimit' must not be negative
            .lineLimit(-1)
                       ^
        """#),
    Case(
      "unsupported environment key",
      source: #"""
        Text("Hi")
            .environment(\.font, .title)
        """#,
      expected: #"""
        scene.swift:2:18: error: the environment value 'font' is not supported; use the modifier '.font(...)' instead
            .environment(\.font, .title)
                         ^
        """#),
    Case(
      "unsupported SwiftUI views",
      source: #"""
        VStack {
            AsyncImage(url: url)
            GroupBox { }
        }
        """#,
      expected: #"""
        scene.swift:2:5: warning: 'AsyncImage' is not laid out yet: drawn as a 100×40 placeholder
            AsyncImage(url: url)
            ^
        scene.swift:3:5: warning: 'GroupBox' is not laid out yet: drawn as a 100×40 placeholder
            GroupBox { }
            ^
        """#),
    Case(
      "unsupported SwiftUI modifier",
      source: #"""
        Color.blue
            .frame(width: 100, height: 100)
            .scenePadding()
        """#,
      expected: #"""
        scene.swift:3:6: error: the modifier 'scenePadding' is not supported in scenes
            .scenePadding()
             ^
        """#),
    Case(
      "modifier without parentheses",
      source: #"""
        Text("Hi")
            .padding
        """#,
      expected: #"""
        scene.swift:2:6: error: the modifier 'padding' needs its arguments: write '.padding()'
            .padding
             ^
        """#),
    Case(
      "error after wide characters",
      source: #"""
        Text("居居").fram(width: 10)
        """#,
      expected: #"""
        scene.swift:1:12: error: unknown modifier 'fram'; did you mean 'frame'?
        Text("居居").fram(width: 10)
                     ^
        """#),
    Case(
      "empty file",
      source: "",
      expected: #"""
        scene.swift:1:1: error: the scene has no view: write 'var body: some View { ... }', a '#Preview', a View struct, or a view expression

        ^
        """#),
    Case(
      "file with only comments",
      source: #"""
        // A scene that is only comments
        /* nothing here */
        """#,
      expected: #"""
        scene.swift:1:1: error: the scene has no view: write 'var body: some View { ... }', a '#Preview', a View struct, or a view expression
        // A scene that is only comments
        ^
        """#),
    Case(
      "two independent errors on different lines",
      source: #"""
        VStack {
            Txt("A")
            Text("B")
                .paddin()
        }
        """#,
      expected: #"""
        scene.swift:2:5: error: unknown view 'Txt'; did you mean 'Text'?
            Txt("A")
            ^
        scene.swift:4:10: error: unknown modifier 'paddin'; did you mean 'padding'?
                .paddin()
                 ^
        """#),
    Case(
      "number literal too large for a Double",
      source: #"""
        Color.red
            .frame(width: 1e400, height: 100)
        """#,
      expected: #"""
        scene.swift:2:19: error: the number '1e400' is too large
            .frame(width: 1e400, height: 100)
                          ^
        """#),
    Case(
      "integer literal too large for an Int",
      source: #"""
        Text("x").lineLimit(99999999999999999999)
        """#,
      expected: #"""
        scene.swift:1:21: error: integer literal '99999999999999999999' overflows when stored into 'Int'
        Text("x").lineLimit(99999999999999999999)
                            ^
        """#),
    Case(
      "NaN as a frame width",
      source: #"""
        Color.red
            .frame(width: .nan, height: 100)
        """#,
      expected: #"""
        scene.swift:2:19: error: the value is NaN (not a number)
            .frame(width: .nan, height: 100)
                          ^
        """#),
    Case(
      "custom view that contains itself twice",
      source: #"""
        struct Tree: View {
            var body: some View {
                HStack {
                    Tree()
                    Tree()
                }
            }
        }
        """#,
      expected: #"""
        scene.swift:4:13: error: 'Tree' is nested too deeply (64 levels): is it recursive?
                    Tree()
                    ^
        """#),
    Case(
      "nested loops that repeat too often",
      source: #"""
        VStack {
            ForEach(0..<1000) { row in
                ForEach(0..<1000) { column in
                    Text("\(row), \(column)")
                }
            }
        }
        """#,
      expected: #"""
        scene.swift:3:17: error: this loop inside other loops repeats its content 1000000 times; scenes allow at most 100000
                ForEach(0..<1000) { column in
                        ^
        """#),
    Case(
      "file cut off in a string",
      source: #"""
        struct ContentView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Title")
                        .font(.title)
                    Text("Sub
        """#,
      expected: #"""
        scene.swift:6:18: error: unterminated string literal
                    Text("Sub
                         ^
        """#),
    Case(
      "typo in a stack label before the content closure",
      source: #"""
        VStack(alignmnt: .leading) {
            Text("A")
        }
        """#,
      expected: #"""
        scene.swift:1:8: error: 'VStack' has no argument labelled 'alignmnt'; did you mean 'alignment'?
        VStack(alignmnt: .leading) {
               ^
        """#),
    Case(
      "modifier with no view before it",
      source: #"""
        .padding()
        """#,
      expected: #"""
        scene.swift:1:1: error: the modifier 'padding' has no view before it to modify
        .padding()
        ^
        """#),
    Case(
      "body without a view",
      source: #"""
        var body: some View
        """#,
      expected: #"""
        scene.swift:1:1: error: 'body' has no view: write 'var body: some View { ... }'
        var body: some View
        ^
        """#),
    Case(
      "stack without its content closure",
      source: #"""
        HStack(spacing: 8)
        """#,
      expected: #"""
        scene.swift:1:1: error: missing argument for parameter 'content' in call to 'HStack'
        HStack(spacing: 8)
        ^
        """#),
    Case(
      "typo in an AlignmentID name",
      source: #"""
        extension VerticalAlignment {
            enum Quarter: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.25 }
            }
            static let quarter = VerticalAlignment(Quartr.self)
        }

        HStack(alignment: .quarter) {
            Text("A").alignmentGuide(.quarter) { d in d[.top] }
        }
        """#,
      expected: #"""
        scene.swift:5:44: error: cannot find 'Quartr' in scope; did you mean 'Quarter'?
            static let quarter = VerticalAlignment(Quartr.self)
                                                   ^
        """#),
    Case(
      "invalid UTF-8 inside a Text",
      source: "Text(\"\(invalidUTF8)\")",
      expected: """
        scene.swift:1:8: warning: invalid UTF-8 in the string literal, shown as '\u{FFFD}'
        Text("T\u{FFFD}e")
               ^
        """),
    Case(
      "invalid UTF-8 at top level",
      source: invalidUTF8,
      expected: """
        scene.swift:1:1: error: cannot find 'T' in scope
        T\u{FFFD}e
        ^
        scene.swift:1:2: error: unexpected invalid UTF-8 byte
        T\u{FFFD}e
         ^
        """),
    Case(
      "250 nested parentheses",
      source: deepParentheses,
      expected:
        "scene.swift:1:221: error: nesting is too deep (more than 200 levels of expressions and blocks)\n"
        + deepParentheses + "\n" + String(repeating: " ", count: 220) + "^"),
  ]

  @Test(arguments: cases)
  func diagnosticsReadWordForWord(_ example: Case) {
    let scene = SceneParser.parse(example.source)
    let rendered = scene.diagnostics
      .map { $0.rendered(fileName: "scene.swift", source: example.source) }
      .joined(separator: "\n")
    #expect(
      rendered == example.expected, "\(example.name):\n\(lineDiff(example.expected, rendered))"
    )
    // A scene with errors has no tree; one with only warnings still draws.
    #expect((scene.tree == nil) == scene.hasErrors, "\(example.name)")
  }

  /// Messages read like the Swift compiler's: a lowercase start (or a quoted name), no
  /// trailing period, one line.
  @Test(arguments: cases)
  func messagesFollowCompilerStyle(_ example: Case) {
    for diagnostic in SceneParser.parse(example.source).diagnostics {
      let message = diagnostic.message
      let first = message.first.map(String.init) ?? ""
      #expect(first == "'" || first == first.lowercased(), "\(example.name): \(message)")
      #expect(!message.hasSuffix("."), "\(example.name): \(message)")
      #expect(!message.contains("\n"), "\(example.name): \(message)")
    }
  }

  @Test func thereAreEnoughCases() {
    #expect(Self.cases.count >= 35)
    #expect(Set(Self.cases.map(\.name)).count == Self.cases.count, "two cases share a name")
  }
}
