" amascan in Vim's quickfix list: `:source` this file (or copy it into your vimrc), then `:make` scans the
" working directory and `:copen` lists the findings.
"
" amascan's columns count UTF-16 code units. Vim's errorformat reads a column as bytes (%c) or as screen cells
" (%v), and neither equals UTF-16 units on every line: %c lands early after any non-ASCII character, %v after a
" tab, a wide (CJK) character or a one-cell character outside the BMP. So the column is read with %c and, after
" each :make that ran amascan, turned into the byte column of the character amascan points at.
" scripts/check-vim-recipe checks this in Vim.
set makeprg=amascan\ --fail-on\ none\ .
set errorformat=%f:%l:%c:\ %trror:\ %m,%f:%l:%c:\ %tarning:\ %m,%-G%.%#

function! AmascanColumns() abort
  let l:list = getqflist()
  let l:files = {}
  for l:e in l:list
    if !l:e.valid || !l:e.bufnr || l:e.col <= 1
      continue
    endif
    if bufloaded(l:e.bufnr)
      let l:line = get(getbufline(l:e.bufnr, l:e.lnum), 0, '')
    else
      if !has_key(l:files, l:e.bufnr)
        let l:files[l:e.bufnr] = filereadable(bufname(l:e.bufnr)) ? readfile(bufname(l:e.bufnr)) : []
      endif
      let l:line = get(l:files[l:e.bufnr], l:e.lnum - 1, '')
    endif
    " Walk the characters (composing ones separately, as UTF-16 does) until the UTF-16 units are used up.
    let l:units = l:e.col - 1
    let l:bytes = 0
    let l:i = 0
    while l:units > 0
      let l:c = strgetchar(l:line, l:i)
      if l:c < 0
        break
      endif
      let l:units -= l:c > 0xFFFF ? 2 : 1
      let l:bytes += l:c < 0x80 ? 1 : l:c < 0x800 ? 2 : l:c < 0x10000 ? 3 : 4
      let l:i += 1
    endwhile
    let l:e.col = l:bytes + 1
    let l:e.vcol = 0
  endfor
  call setqflist(l:list, 'r')
endfunction

augroup amascan
  autocmd!
  autocmd QuickFixCmdPost make if &makeprg =~# '\<amascan\>' | call AmascanColumns() | endif
augroup END
