import Foundation

/// How the module shows numbers, amounts and dates: the user's settings by default, a currency
/// of the app's own, or a locale the tests pin.
struct CheckoutFormatting: Sendable {
    var locale: Locale
    var currencyCode: String
    var timeZone: TimeZone

    /// The locale's currency unless one is given (US dollars where it has none, as in POSIX).
    init(
        locale: Locale = .autoupdatingCurrent,
        currencyCode: String? = nil,
        timeZone: TimeZone = .autoupdatingCurrent
    ) {
        self.locale = locale
        self.currencyCode = currencyCode ?? locale.currency?.identifier ?? "USD"
        self.timeZone = timeZone
    }

    func currency(_ amount: Decimal) -> String {
        amount.formatted(.currency(code: currencyCode).locale(locale))
    }

    func number(_ value: Decimal) -> String {
        value.formatted(.number.locale(locale))
    }

    func number<Value: BinaryInteger>(_ value: Value) -> String {
        IntegerFormatStyle<Value>(locale: locale).format(value)
    }

    func date(_ value: Date) -> String {
        value.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: timeZone))
    }
}
