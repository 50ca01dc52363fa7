/// Turns what `LegalModel` holds into what the views show, tested without a screen.
struct LegalFormatter {
    func loadDocument(
        _ state: ShopCallState<LegalModels.LoadDocument.Response>
    ) -> ShopUseCaseState<LegalModels.LoadDocument.ViewModel> {
        ShopUseCaseState(
            state,
            viewModel: { response in
                LegalModels.LoadDocument.ViewModel(text: response.text)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in LegalStrings.LoadDocument.failure }
        )
    }
}
