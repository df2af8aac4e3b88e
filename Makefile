# The two commands of the README: `make run` and `make test`. Everything else is set-up.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.mathplay-installed
PORT   ?= 8888
# pytest workers for `make test`: each test file (or notebook) runs whole on one of them
JOBS   ?= 2
APP_PORT ?= 8866
CHROMIUM ?= /usr/bin/chromium
CJK_FONT ?= /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
AS_ROOT := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
# every notebook, in either lesson layout (lessons/NN-name.ipynb or lessons/<lang>/NN-name.ipynb)
NOTEBOOKS := $(shell find lessons teachers notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null | sort)
# where `make run` opens: the English lessons, else the lessons, else the notebooks
FIRST_FOLDER := $(if $(wildcard lessons/en/*.ipynb),lessons/en,$(if $(wildcard lessons/*.ipynb),lessons,notebooks))

# JupyterLab's settings for pupils (no grading menus, no news pop-up) and for teachers
# (nbgrader's menus): jupyter/README.md
LAB_CONFIG = JUPYTER_CONFIG_PATH=$(CURDIR)/jupyter/$(1)$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}

.PHONY: run teach test venv chromium node lite app lint bench clean

## run: set up and open the lessons in JupyterLab, as pupils see it (no grading menus)
run: $(STAMP)
	$(call LAB_CONFIG,pupils) $(BIN)/jupyter lab --notebook-dir=. --LabApp.default_url=/lab/tree/$(FIRST_FOLDER) --port=$(PORT) $(AS_ROOT)

## teach: JupyterLab for the teacher: the teachers' editions, with nbgrader's menus
teach: $(STAMP)
	$(call LAB_CONFIG,teachers) $(BIN)/jupyter lab --notebook-dir=. --LabApp.default_url=/lab/tree/teachers --port=$(PORT) $(AS_ROOT)

## test: set up and run every test (unit, property, notebooks, browser, the static site)
test: $(STAMP) chromium lite
	$(BIN)/python -m pytest -n $(JOBS) --dist loadfile tests $(NOTEBOOKS) --nbval-lax

venv: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "mathplay needs Python 3.11 or newer"; exit 1; }
	[ -x $(BIN)/python ] || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[lab,test]'
	@# jsonschema's optional IRI format checker builds a grammar at import: 3 s in every process
	@# that imports nbformat (each nbgrader and otter run, each Jupyter server); nothing we
	@# validate uses that format, and jsonschema goes on without it
	$(BIN)/python -m pip uninstall --quiet --yes rfc3987-syntax
	touch $(STAMP)

## chromium: Debian's Chromium for the browser tests (never a downloaded browser), and
## Debian's Noto CJK fonts so that Japanese boards show their words in the screenshots
chromium:
	@[ -x $(CHROMIUM) ] || { $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }
	@[ -e $(CJK_FONT) ] || { $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq fonts-noto-cjk; }

## lite: the static JupyterLite site in _site/ (downloads cached in .cache/lite/)
lite: $(STAMP) node
	$(BIN)/python tools/lite_build.py

## app: every play notebook as an app page (Voila: the board, no code) on a loopback port
app: $(STAMP)
	$(BIN)/python tools/app_pages.py --port $(APP_PORT)

## node: npm, which fetches the official Pyodide (the npm package pyodide)
node:
	@command -v npm >/dev/null || { $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq npm; }

lint: $(STAMP)
	$(BIN)/ruff check mathplay tests bench

bench: $(STAMP)
	for f in bench/*.py; do $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .ruff_cache test-artifacts _site .cache
