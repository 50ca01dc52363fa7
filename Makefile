# Installs the scaffold binary. The built-in templates are compiled into it, so the binary is
# all there is to install: nothing goes to share/ or lib/.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
BUILD_FLAGS = -c release --product scaffold

# On Linux the Swift runtime is linked into the binary, so it runs where no toolchain is
# installed; macOS ships that runtime with the system.
ifeq ($(shell uname -s),Linux)
BUILD_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/scaffold" "$(BINDIR)/scaffold"

uninstall:
	rm -f "$(BINDIR)/scaffold"
