# Bash completion for puzzletab's query and gen. Installed as
# share/bash-completion/completions/{query,gen}, where bash-completion loads
# it on first use; or source it from ~/.bashrc. The programs themselves say
# what may come next (`query --complete WORDS...`), from the same definitions
# that parse their arguments.

_puzzletab_complete() {
  local cur="${COMP_WORDS[COMP_CWORD]}"
  local candidates
  candidates="$("$1" --complete "${COMP_WORDS[@]:1:COMP_CWORD-1}" 2>/dev/null)" || return
  if [[ -z "$candidates" ]]; then
    # An option's free value (--tables, --out): a file name.
    compopt -o default 2>/dev/null
    COMPREPLY=()
    return
  fi
  mapfile -t COMPREPLY < <(compgen -W "$candidates" -- "$cur")
}

complete -F _puzzletab_complete query gen
