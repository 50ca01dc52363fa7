import XCTest

@testable import ProductDetail

final class ProductDetailStringsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @MainActor
    func testEveryTextTheModuleShowsIsFoundInLocalizableStrings() async {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("ProductDetail.") {
            XCTFail("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @MainActor
    func testEveryAccessibilityIdentifierIsSetAndNamesOneControlOrStateView() async {
        XCTAssertFalse(identifiers.contains(""))
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
    }
}

/// Every member of `ProductDetailStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": ProductDetailStrings.title,
    "loading": ProductDetailStrings.loading,
    "retry": ProductDetailStrings.retry,
    "yes": ProductDetailStrings.yesOrNo(true),
    "no": ProductDetailStrings.yesOrNo(false),
    "LoadProduct.title": ProductDetailStrings.LoadProduct.title,
    "LoadProduct.action": ProductDetailStrings.LoadProduct.action,
    "LoadProduct.failure": ProductDetailStrings.LoadProduct.failure,
    "LoadProduct.badgeLabel": ProductDetailStrings.LoadProduct.badgeLabel,
    "LoadProduct.isFavouriteLabel": ProductDetailStrings.LoadProduct.isFavouriteLabel,
    "AddToCart.title": ProductDetailStrings.AddToCart.title,
    "AddToCart.action": ProductDetailStrings.AddToCart.action,
    "AddToCart.failure": ProductDetailStrings.AddToCart.failure,
    "AddToCart.cartCountLabel": ProductDetailStrings.AddToCart.cartCountLabel,
    "AddToCart.quantityPlaceholder": ProductDetailStrings.AddToCart.quantityPlaceholder,
]

/// Every member of `ProductDetailAccessibilityIDs`.
@MainActor
private let identifiers = [
    ProductDetailAccessibilityIDs.list,
    ProductDetailAccessibilityIDs.LoadProduct.section,
    ProductDetailAccessibilityIDs.LoadProduct.action,
    ProductDetailAccessibilityIDs.LoadProduct.status,
    ProductDetailAccessibilityIDs.LoadProduct.spinner,
    ProductDetailAccessibilityIDs.LoadProduct.badgeField,
    ProductDetailAccessibilityIDs.LoadProduct.isFavouriteField,
    ProductDetailAccessibilityIDs.AddToCart.section,
    ProductDetailAccessibilityIDs.AddToCart.action,
    ProductDetailAccessibilityIDs.AddToCart.status,
    ProductDetailAccessibilityIDs.AddToCart.spinner,
    ProductDetailAccessibilityIDs.AddToCart.cartCountField,
    ProductDetailAccessibilityIDs.AddToCart.quantityArgument,
]
