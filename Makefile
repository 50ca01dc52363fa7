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

.PHONY: build install uninstall build-mcp install-mcp

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/scaffold" "$(BINDIR)/scaffold"

uninstall:
	rm -f "$(BINDIR)/scaffold" "$(BINDIR)/scaffold-mcp"

# `scaffold mcp`, the MCP server for coding agents, is a second executable installed beside
# scaffold (docs/agents.md). It links Foundation's networking (through the MCP SDK), so a static
# build on Linux needs libcurl's development files (Debian: libcurl4-openssl-dev), and the binary
# needs libcurl at run time.
build-mcp:
	$(SWIFT) build $(subst --product scaffold,--product scaffold-mcp,$(BUILD_FLAGS))

install-mcp: build-mcp install
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/scaffold-mcp" "$(BINDIR)/scaffold-mcp"
