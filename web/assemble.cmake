# Assembles the app into one HTML file that opens from file:// with no
# server and no network: web/index.html with the style sheet, the bundled
# puzzles with their grades, the engine (the emscripten glue, npm/api.js and
# web/worker.js, which the page starts as a Web Worker from a Blob), the
# WebAssembly in base64 and app.js inlined.
#
#   cmake -DSOURCE=<repo> -DGLUE=<nonet_wasm.js> -DWASM_BASE64=<file> -DNONET=<nonet>
#         -DOUT=<nonet.html> -P web/assemble.cmake

# The first puzzles of each sample file (the hardest sample's first two:
# its others take `nonet grade` minutes), graded here by `nonet grade` so
# that the list shows the command's rating and level from the first moment.
set(bundled "")
foreach(spec "easy.txt;6" "medium.txt;6" "diabolical-sample.txt;10" "hardest-sample.txt;2")
  list(GET spec 0 name)
  list(GET spec 1 count)
  file(STRINGS ${SOURCE}/puzzles/${name} lines REGEX "^[0-9.]")
  set(taken 0)
  foreach(line IN LISTS lines)
    if(taken LESS count)
      string(REGEX MATCH "^[0-9.]+" puzzle "${line}")
      string(LENGTH "${puzzle}" length)
      if(length EQUAL 81)
        string(APPEND bundled "${puzzle}\n")
        math(EXPR taken "${taken} + 1")
      endif()
    endif()
  endforeach()
endforeach()
get_filename_component(out_dir ${OUT} DIRECTORY)
file(WRITE ${out_dir}/bundled.txt "${bundled}")
execute_process(COMMAND ${NONET} grade --format json --max-time 0 ${out_dir}/bundled.txt
                OUTPUT_VARIABLE graded RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "nonet grade of the bundled puzzles: exit status ${status}")
endif()
string(STRIP "${graded}" graded)
string(REPLACE "\n" "," graded "${graded}")

file(READ ${SOURCE}/web/index.html page)
file(READ ${SOURCE}/web/app.css css)
file(READ ${SOURCE}/web/app.js app)
file(READ ${SOURCE}/web/worker.js worker)
file(READ ${GLUE} glue)
file(READ ${SOURCE}/npm/api.js api)
file(READ ${WASM_BASE64} wasm)
set(engine "${glue}\n${api}\n${worker}")
foreach(part engine app)
  string(FIND "${${part}}" "</script" closing)
  if(NOT closing EQUAL -1)
    message(FATAL_ERROR "the ${part} contains </script: it cannot be inlined")
  endif()
endforeach()
string(REPLACE "/*APP_CSS*/" "${css}" page "${page}")
string(REPLACE "/*BUNDLED*/" "window.NONET_BUNDLED=[${graded}];" page "${page}")
string(REPLACE "/*ENGINE_JS*/" "${engine}" page "${page}")
string(REPLACE "/*WASM_BASE64*/" "${wasm}" page "${page}")
string(REPLACE "/*APP_JS*/" "${app}" page "${page}")
file(WRITE ${OUT} "${page}")
