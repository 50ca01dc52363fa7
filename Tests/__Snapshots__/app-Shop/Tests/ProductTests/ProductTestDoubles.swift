import Foundation
import ShopTestSupport

@testable import Product

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class ProductScreenSpy: ProductRouteHandling {
    private(set) var viewModel: ProductViewModel?
    private(set) var states: [ProductState] = []
    private(set) var handledRoutes: [ProductRoute] = []

    func bind(to viewModel: ProductViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: ProductRoute) {
        handledRoutes.append(route)
    }
}

/// Stands in for whoever opened the module: records every output event it is told.
@MainActor
final class ProductOutputSpy: ProductOutputHandling {
    private(set) var outputs: [ProductOutput] = []

    func handle(_ output: ProductOutput) {
        outputs.append(output)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ProductServiceStub: ProductService {
    /// When calls answer: at once unless a test holds them.
    let gate = ShopCallGate()
    private(set) var loadProductRequests: [ProductModels.LoadProduct.Request] = []
    var loadProductResult: Result<ProductModels.LoadProduct.Response, any Error> = .success(.fixture)
    private(set) var addToCartRequests: [ProductModels.AddToCart.Request] = []
    var addToCartResult: Result<ProductModels.AddToCart.Response, any Error> = .success(.fixture)

    func loadProduct(_ request: ProductModels.LoadProduct.Request) async throws -> ProductModels.LoadProduct.Response {
        loadProductRequests.append(request)
        try await gate.pass()
        return try loadProductResult.get()
    }

    func addToCart(_ request: ProductModels.AddToCart.Request) async throws -> ProductModels.AddToCart.Response {
        addToCartRequests.append(request)
        try await gate.pass()
        return try addToCartResult.get()
    }
}

struct ProductTestError: Error, Equatable {}

@MainActor
extension ProductModels.LoadProduct.Request {
    static let fixture = ProductModels.LoadProduct.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151))
    )
}

@MainActor
extension ProductModels.LoadProduct.Response {
    static let fixture = ProductModels.LoadProduct.Response(
        item: Item(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            title: "title 2",
            price: Decimal(6_902)
        )
    )
}

@MainActor
extension ProductModels.AddToCart.Request {
    static let fixture = ProductModels.AddToCart.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)),
        quantity: 8_361
    )
}

@MainActor
extension ProductModels.AddToCart.Response {
    static let fixture = ProductModels.AddToCart.Response(cartCount: 7_932)
}

@MainActor
extension ProductFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}
