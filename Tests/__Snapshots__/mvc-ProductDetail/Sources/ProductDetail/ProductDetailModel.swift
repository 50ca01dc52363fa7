import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol ProductDetailService: Sendable {
    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.Request
    ) async throws -> ProductDetailModels.LoadProduct.Response
    func addToCart(
        _ request: ProductDetailModels.AddToCart.Request
    ) async throws -> ProductDetailModels.AddToCart.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ProductDetailModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ProductDetailInput) -> Bool
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class ProductDetailModel {
    private(set) var loadProductState: ProductDetailCallState<ProductDetailModels.LoadProduct.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var addToCartState: ProductDetailCallState<ProductDetailModels.AddToCart.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    /// Weak: whoever opened the module owns it.
    weak var output: (any ProductDetailOutputHandling)?
    /// Requests take the fields the user does not give from it; `update(_:)` replaces it.
    /// Internal, not private: the tests of a module whose routes open this one check it.
    private(set) var input: ProductDetailInput
    private let service: any ProductDetailService
    private let loadProductCalls = ProductDetailQueryCalls()
    private let addToCartCalls = ProductDetailCommandCalls()

    init(
        input: ProductDetailInput,
        service: any ProductDetailService,
        output: (any ProductDetailOutputHandling)? = nil
    ) {
        self.input = input
        self.service = service
        self.output = output
    }

    func loadProduct() async {
        let request = ProductDetailModels.LoadProduct.Request(productID: self.input.productID)
        let outcome = await loadProductCalls.run { [service] in
            try await service.loadProduct(request)
        } onStart: {
            loadProductState = .running
        } onCancel: {
            loadProductState = .idle
        }
        guard let outcome else { return }
        loadProductState = ProductDetailCallState(outcome)
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func addToCart(quantity: Int) async {
        let request = ProductDetailModels.AddToCart.Request(productID: self.input.productID, quantity: quantity)
        let outcome = await addToCartCalls.run { [service] in
            try await service.addToCart(request)
        } onStart: {
            addToCartState = .running
        }
        guard let outcome else { return }
        addToCartState = ProductDetailCallState(outcome)
        // Only a success is news for whoever opened the module.
        _ = outcome.map { response in
            output?.handle(.addedToCart(productID: request.productID, quantity: request.quantity))
        }
    }
}

extension ProductDetailModel: ProductDetailModuleInput {
    func update(_ input: ProductDetailInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadProductCalls.dropCallsInFlight()
        loadProductState = .idle
        return true
    }
}
