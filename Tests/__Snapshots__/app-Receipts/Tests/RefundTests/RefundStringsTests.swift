import Testing

@testable import Refund

@MainActor
@Suite("RefundStrings", .timeLimit(.minutes(1)))
struct RefundStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Refund.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }
}

/// Every member of `RefundStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": RefundStrings.title,
    "loading": RefundStrings.loading,
    "retry": RefundStrings.retry,
    "yes": RefundStrings.yesOrNo(true),
    "no": RefundStrings.yesOrNo(false),
    "RequestRefund.title": RefundStrings.RequestRefund.title,
    "RequestRefund.action": RefundStrings.RequestRefund.action,
    "RequestRefund.failure": RefundStrings.RequestRefund.failure,
    "RequestRefund.acceptedLabel": RefundStrings.RequestRefund.acceptedLabel,
]
