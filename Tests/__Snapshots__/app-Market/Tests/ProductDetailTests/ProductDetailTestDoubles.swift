import Foundation
import MarketTestSupport

@testable import ProductDetail

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class ProductDetailScreenSpy: ProductDetailRouteHandling {
    private(set) var viewModel: ProductDetailViewModel?
    private(set) var states: [ProductDetailState] = []
    private(set) var handledRoutes: [ProductDetailRoute] = []

    func bind(to viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: ProductDetailRoute) {
        handledRoutes.append(route)
    }
}

/// Stands in for whoever opened the module: records every output event it is told.
@MainActor
final class ProductDetailOutputSpy: ProductDetailOutputHandling {
    private(set) var outputs: [ProductDetailOutput] = []

    func handle(_ output: ProductDetailOutput) {
        outputs.append(output)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ProductDetailServiceStub: ProductDetailService {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadProductRequests: [ProductDetailModels.LoadProduct.Request] = []
    var loadProductResult: Result<ProductDetailModels.LoadProduct.Response, any Error> = .success(.fixture)
    private(set) var addToCartRequests: [ProductDetailModels.AddToCart.Request] = []
    var addToCartResult: Result<ProductDetailModels.AddToCart.Response, any Error> = .success(.fixture)

    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.Request
    ) async throws -> ProductDetailModels.LoadProduct.Response {
        loadProductRequests.append(request)
        try await gate.pass()
        return try loadProductResult.get()
    }

    func addToCart(
        _ request: ProductDetailModels.AddToCart.Request
    ) async throws -> ProductDetailModels.AddToCart.Response {
        addToCartRequests.append(request)
        try await gate.pass()
        return try addToCartResult.get()
    }
}

struct ProductDetailTestError: Error, Equatable {}

@MainActor
extension ProductDetailModels.LoadProduct.Request {
    static let fixture = ProductDetailModels.LoadProduct.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151))
    )
}

@MainActor
extension ProductDetailModels.LoadProduct.Response {
    static let fixture = ProductDetailModels.LoadProduct.Response(
        product: Product(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            title: "title 2",
            price: Decimal(6_902),
            sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
        ),
        seller: Seller(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            name: "name 2",
            rating: 6_972.5
        )
    )
}

@MainActor
extension ProductDetailModels.AddToCart.Request {
    static let fixture = ProductDetailModels.AddToCart.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)),
        quantity: 8_361
    )
}

@MainActor
extension ProductDetailModels.AddToCart.Response {
    static let fixture = ProductDetailModels.AddToCart.Response(cartCount: 7_932)
}

@MainActor
extension ProductDetailFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}
