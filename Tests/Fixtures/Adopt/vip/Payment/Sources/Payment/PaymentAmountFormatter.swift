import Foundation

/*
 Our own money helpers, not part of the VIP scene. Two things bit us in production:
   1. the backend wants integer minor units, and JPY/KRW have none;
   2. rounding 12.345 EUR must not give 1235 (finance wants banker's rounding).
 */
enum PaymentAmountFormatter {
    private static let zeroDecimalCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP"]

    static func minorUnits(of amount: Decimal, currencyCode: String) -> Int {
        var scaled = amount * (zeroDecimalCurrencies.contains(currencyCode.uppercased()) ? 1 : 100)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        return NSDecimalNumber(decimal: rounded).intValue
    }

    static func string(from amount: Decimal, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        if zeroDecimalCurrencies.contains(currencyCode.uppercased()) { formatter.maximumFractionDigits = 0 }
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount) \(currencyCode)"
    }
}
